/** Types of generated-route-files.cjs. */
declare namespace generatedRouteFiles {
  /** A route of routes.js; `component` stands for its `ComponentCreator(path, hash)` call. */
  interface RouteNode {
    readonly path: string;
    readonly exact?: boolean;
    readonly routes?: readonly RouteNode[];
    readonly component: { readonly path: string; readonly hash?: string };
    readonly [prop: string]: unknown;
  }
}
declare const generatedRouteFiles: {
  parseRoutes(source: string): generatedRouteFiles.RouteNode[];
  parseRegistry(source: string): Map<string, string>;
};
export = generatedRouteFiles;
