export { __createBinding, __exportStar, __importDefault, __importStar } from 'tslib';
