import type { MarketingRoute } from '@rainbond/docusaurus-preset';
import { featurePages, featurePageSchema, featureSharedSchema } from './components/feature/content-schema';
import { homeSchema } from './components/home/content-schema';
import { languageSchema } from './components/language/content';
import { enterpriseSchema } from './components/enterprise/content-schema';
import { calculatorSchema } from './components/calculator/content';
import { marketplaceSchema } from './components/marketplace/content-schema';
import { partnersSchema } from './components/partners/content-schema';
import { appCategoriesSchema, openSourceAppsSchema } from './components/opensource-apps/content-schema';
import { xinchuangSchema } from './components/xinchuang/content-schema';

const featureRoutes = featurePages.map((page): MarketingRoute => ({
  path: `/feature/${page}`,
  component: '@site/src/components/feature/FeaturePage',
  modules: {
    content: { file: `feature/${page}.yml`, schema: featurePageSchema(page) },
    shared: { file: 'feature/shared.yml', schema: featureSharedSchema },
    drawing: { file: `diagrams/${page}.svg` as const },
  },
  props: { href: `/feature/${page}` },
}));

/** The marketing pages whose copy lives in @rainbond/content-pages (`marketing/`), with their compositions. */
export const marketingRoutes: readonly MarketingRoute[] = [
  {
    path: '/',
    component: '@site/src/components/home/HomePage',
    modules: {
      content: { file: 'home.yml', schema: homeSchema },
      sourceToAppDrawing: { file: 'diagrams/source-to-app.svg' },
      integrationDrawing: { file: 'diagrams/integration.svg' },
      modulesDrawing: { file: 'diagrams/modules.svg' },
    },
  },
  { path: '/en', component: '@site/src/components/language/LanguagePage', modules: { content: { file: 'language.yml', schema: languageSchema } } },
  { path: '/enterprise_server', component: '@site/src/components/enterprise/EnterprisePage', modules: { content: { file: 'enterprise.yml', schema: enterpriseSchema } } },
  { path: '/calculator', component: '@site/src/components/calculator/CalculatorPage', modules: { content: { file: 'calculator.yml', schema: calculatorSchema } } },
  ...featureRoutes,
  {
    path: '/marketplace',
    component: '@site/src/components/marketplace/MarketplacePage',
    modules: {
      content: { file: 'marketplace/page.yml', schema: marketplaceSchema },
      apps: { file: 'opensourceApps/categories.yml', schema: appCategoriesSchema },
      drawing: { file: 'diagrams/store.svg' },
    },
  },
  {
    path: '/opensourceApps',
    component: '@site/src/components/opensource-apps/OpenSourceAppsPage',
    modules: {
      content: { file: 'opensourceApps/page.yml', schema: openSourceAppsSchema },
      apps: { file: 'opensourceApps/categories.yml', schema: appCategoriesSchema },
    },
  },
  {
    path: '/partners',
    component: '@site/src/components/partners/PartnersPage',
    modules: { content: { file: 'partners/page.yml', schema: partnersSchema }, drawing: { file: 'diagrams/partners.svg' } },
  },
  {
    path: '/xinchuang',
    component: '@site/src/components/xinchuang/XinchuangPage',
    modules: { content: { file: 'xinchuang/page.yml', schema: xinchuangSchema }, drawing: { file: 'diagrams/multi-arch.svg' } },
  },
];
