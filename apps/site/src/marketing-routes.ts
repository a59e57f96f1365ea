import type { MarketingRoute } from '@rainbond/docusaurus-preset';
import { diagramKeys, type DiagramName } from './components/feature/content';
import { featurePageSchema, featureSharedSchema } from './components/feature/content-schema';
import { homeSchema } from './components/home/content-schema';
import { languageSchema } from './components/language/content';
import { enterpriseSchema } from './components/enterprise/content-schema';
import { calculatorSchema } from './components/calculator/content';

const featureRoutes: MarketingRoute[] = (Object.keys(diagramKeys) as DiagramName[]).map((page) => ({
  path: `/feature/${page}`,
  component: `@site/src/components/feature/routes/${page}`,
  modules: {
    content: { file: `feature/${page}.yml`, schema: featurePageSchema(page) },
    shared: { file: 'feature/shared.yml', schema: featureSharedSchema },
  },
}));

/** The marketing pages whose copy lives in @rainbond/content-pages (`marketing/`), with their compositions. */
export const marketingRoutes: readonly MarketingRoute[] = [
  { path: '/', component: '@site/src/components/home/HomePage', modules: { content: { file: 'home.yml', schema: homeSchema } } },
  { path: '/en', component: '@site/src/components/language/LanguagePage', modules: { content: { file: 'language.yml', schema: languageSchema } } },
  { path: '/enterprise_server', component: '@site/src/components/enterprise/EnterprisePage', modules: { content: { file: 'enterprise.yml', schema: enterpriseSchema } } },
  { path: '/calculator', component: '@site/src/components/calculator/CalculatorPage', modules: { content: { file: 'calculator.yml', schema: calculatorSchema } } },
  ...featureRoutes,
];
