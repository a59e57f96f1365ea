import type { MarketingRoute } from '@rainbond/docusaurus-preset';
import { languageSchema } from './components/language/content';
import { calculatorSchema } from './components/calculator/content';
import { appCategoriesSchema, openSourceAppsSchema } from './components/opensource-apps/content-schema';

/** The /feature/* pages, each drawn from `marketing/feature/<page>.yml`. */
const featurePages = ['devops', 'multi-cluster', 'service-mesh', 'app-ops', 'app-market'];

/** The marketing pages whose copy lives in @rainbond/content-pages (`marketing/`), with their compositions. */
export const marketingRoutes: readonly MarketingRoute[] = [
  { path: '/', component: '@site/src/components/home/HomePage', modules: { content: { file: 'home.yml', schema: 'sections' } } },
  { path: '/en', component: '@site/src/components/language/LanguagePage', modules: { content: { file: 'language.yml', schema: languageSchema } } },
  { path: '/enterprise_server', sections: 'enterprise.yml' },
  { path: '/calculator', component: '@site/src/components/calculator/CalculatorPage', modules: { content: { file: 'calculator.yml', schema: calculatorSchema } } },
  ...featurePages.map((page) => ({ path: `/feature/${page}`, sections: `feature/${page}.yml` })),
  { path: '/marketplace', sections: 'marketplace/page.yml' },
  {
    path: '/opensourceApps',
    component: '@site/src/components/opensource-apps/OpenSourceAppsPage',
    modules: {
      content: { file: 'opensourceApps/page.yml', schema: openSourceAppsSchema },
      apps: { file: 'opensourceApps/categories.yml', schema: appCategoriesSchema },
    },
  },
  { path: '/partners', sections: 'partners/page.yml' },
  { path: '/xinchuang', sections: 'xinchuang/page.yml' },
];
