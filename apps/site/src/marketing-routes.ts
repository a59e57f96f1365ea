import type { MarketingRoute } from '@rainbond/docusaurus-preset';
import { diagramKeys, type DiagramName } from './components/feature/content';
import { featurePageSchema, featureSharedSchema } from './components/feature/content-schema';

/** The marketing pages whose copy lives in @rainbond/content-pages (`marketing/`), with their compositions. */
export const marketingRoutes: readonly MarketingRoute[] = (Object.keys(diagramKeys) as DiagramName[]).map((page) => ({
  path: `/feature/${page}`,
  component: `@site/src/components/feature/routes/${page}`,
  modules: {
    content: { file: `feature/${page}.yml`, schema: featurePageSchema(page) },
    shared: { file: 'feature/shared.yml', schema: featureSharedSchema },
  },
}));
