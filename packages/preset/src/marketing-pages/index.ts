import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { loadMarketingData, marketingFile, type MarketingData } from './load-data';
import { routeModuleSource } from './route-module';

export type { MarketingData } from './load-data';

/**
 * A page whose copy is data: its path (without the locale prefix), its component and the files it
 * renders; or, with `sections`, a page drawn entirely by `@theme/MarketingSectionsPage` from one file.
 */
export type MarketingRoute = ComposedMarketingRoute | { path: string; sections: string };

export interface ComposedMarketingRoute {
  path: string;
  /** The composition, e.g. `@site/src/components/feature/routes/devops`; it gets each module's data as a prop. */
  component: string;
  /** Prop name → data file (relative to `marketing/` of a locale) and the schema it must satisfy. */
  modules: Readonly<Record<string, MarketingData>>;
  /** Props that are the same in every locale, e.g. the page's own path (JSON values). */
  props?: Readonly<Record<string, unknown>>;
}

/** A `sections` route as the composition it stands for. */
function composedRoute(route: MarketingRoute): ComposedMarketingRoute {
  if (!('sections' in route)) return route;
  return { path: route.path, component: '@theme/MarketingSectionsPage', modules: { content: { file: route.sections, schema: 'sections' } } };
}

export interface MarketingPagesOptions {
  /** The content package: Chinese under `marketing/`, other locales under `i18n/<locale>/marketing/`. */
  contentDir: string;
  routes: readonly MarketingRoute[];
}

/**
 * Adds the marketing pages whose copy lives as YAML in a content package. At build time each data
 * file of the current locale is read and validated (its twins in the other locales must exist), and
 * is imported by a generated route component (route-module.ts), so a page ships only its own
 * locale's copy.
 */
export default function marketingPagesPlugin(context: LoadContext, options: MarketingPagesOptions): Plugin {
  const { currentLocale, defaultLocale, locales } = context.i18n;
  const routes = options.routes.map(composedRoute);
  const files = [...new Map(routes.flatMap((route) => Object.values(route.modules)).map((data) => [data.file, data])).values()];
  return {
    name: 'marketing-pages',
    getPathsToWatch() {
      return files.map((data) => marketingFile(options.contentDir, data.schema === undefined ? defaultLocale : currentLocale, defaultLocale, data.file));
    },
    loadContent() {
      return Object.fromEntries(files.map((data) => [data.file, loadMarketingData(options.contentDir, { currentLocale, defaultLocale, locales }, data)]));
    },
    async contentLoaded({ content, actions }) {
      const slug = (name: string) => name.replace(/\.(ya?ml|svg)$/, '').replaceAll(path.sep, '-').replaceAll('/', '-').replace(/^-*$/, 'index');
      const dataPaths = new Map<string, string>();
      for (const [file, data] of Object.entries(content as Record<string, unknown>)) {
        dataPaths.set(file, await actions.createData(`marketing-${slug(file)}.json`, JSON.stringify(data)));
      }
      for (const route of routes) {
        const props = Object.fromEntries(Object.entries(route.modules).map(([prop, data]) => [prop, dataPaths.get(data.file)!]));
        const component = await actions.createData(`route-${slug(route.path)}.js`, routeModuleSource(route.component, props, route.props));
        actions.addRoute({ path: `${context.baseUrl}${route.path.replace(/^\//, '')}`, component, exact: true });
      }
    },
  };
}
