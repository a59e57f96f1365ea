// The browser's `tslib`: the CommonJS interop helpers only. See ./index.ts.
export { __createBinding, __exportStar, __importDefault, __importStar } from 'tslib/tslib.es6.mjs';
