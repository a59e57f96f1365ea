/**
 * For a site's `docs-quality.config.ts`, its tests and its own scripts: the config's type, its
 * validation, the template classification it defines, and the server start the gates use. The
 * gates run through the `docs-quality` command.
 */
export type { DocsQualityConfig } from './config/schema';
export { parseConfig } from './config/load-config';
export { startServer, waitUntilAnswering, type ServeCommand } from './gates/server';
export { templatesFrom, type Templates } from './templates';
