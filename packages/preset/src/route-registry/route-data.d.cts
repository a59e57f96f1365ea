/** Types of route-data.cjs. */
interface Route {
  path: string;
  component: { path: string; hash?: string } | { outlet: true };
  exact?: boolean;
  routes?: Route[];
  section?: string;
}
interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
}
type GlobalData = Record<string, Record<string, { versions?: { name: string; mainDocId: string; docs: GlobalDoc[] }[] } | undefined> | undefined>;
interface RouteData {
  registry: Map<string, string>;
  shortNames: Map<string, string>;
  routes: Route[];
  sections: { key: string; routes: Route[]; grouped: boolean }[];
  indexes: { key: string; sections: { prefix: string | null; key: string }[] }[];
  ownerOf(name: string): string | undefined;
  globalData: GlobalData;
}
interface ClientModules {
  outletModule: string;
  restoreDocsModule: string;
}
declare const routeData: {
  MIN_GROUP_SIZE: number;
  MAX_SECTION_SIZE: number;
  splitRouteData(sources: { routes: string; registry: string; chunkNames: string; globalData: string; baseUrl: string; keepDocIds?: readonly string[] }): RouteData;
  mainRegistrySource(data: RouteData): string;
  mainChunkNamesSource(data: RouteData): string;
  mainRoutesSource(data: RouteData, modules: ClientModules): string;
  mainGlobalData(data: RouteData): GlobalData;
  sectionSource(data: RouteData, key: string, modules: ClientModules): string;
  indexSource(data: RouteData, key: string): string;
};
export = routeData;
