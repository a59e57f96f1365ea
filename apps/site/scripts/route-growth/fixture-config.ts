/**
 * The site's config plus one more docs plugin instance, `route-growth-fixture`, over the pages in
 * $ROUTE_GROWTH_FIXTURE_DIR (see run.ts). Used with `docusaurus build --config`.
 */
import type { Config } from '@docusaurus/types';
import siteConfig from '../../docusaurus.config';

const fixtureDir = process.env.ROUTE_GROWTH_FIXTURE_DIR;
if (fixtureDir === undefined) throw new Error('ROUTE_GROWTH_FIXTURE_DIR is not set: run scripts/route-growth/run.ts');

const config: Config = {
  ...siteConfig,
  plugins: [
    ...(siteConfig.plugins ?? []),
    ['@docusaurus/plugin-content-docs', { id: 'route-growth-fixture', path: fixtureDir, routeBasePath: 'route-growth-fixture', sidebarPath: false }],
  ],
};

export default config;
