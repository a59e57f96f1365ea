/**
 * The two analytics scripts of the spec (§7), as goodrain's site loaded them (rainbond-docs'
 * docusaurus.config.js `scripts`): visitor statistics (Baidu Tongji) and session analytics with
 * heatmaps (Hotjar), each a small loader on goodrain's static host that carries the site's ids and
 * loads the provider's own script. `csp` lists the hosts those provider scripts load from and
 * report to; the security headers (scripts/security-headers.ts) allow exactly these.
 *
 * `RAINBOND_ANALYTICS=off pnpm build` builds the site without them.
 */
import type { AnalyticsConfig } from '@rainbond/docusaurus-theme';

export const analyticsScripts = [
  {
    id: 'baidu-statistics',
    src: 'https://static.goodrain.com/docusaurus/baidu-statistics.js',
    csp: { 'script-src': ['https://hm.baidu.com'], 'img-src': ['https://hm.baidu.com'], 'connect-src': ['https://hm.baidu.com'] },
  },
  {
    id: 'hotjar',
    src: 'https://static.goodrain.com/docusaurus/hotjar.js',
    csp: {
      'script-src': ['https://static.hotjar.com', 'https://script.hotjar.com'],
      'connect-src': ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
      'img-src': ['https://*.hotjar.com'],
      'font-src': ['https://script.hotjar.com'],
      'frame-src': ['https://vars.hotjar.com'],
    },
  },
] as const;

export function analyticsConfig(env: NodeJS.ProcessEnv = process.env): AnalyticsConfig {
  return env.RAINBOND_ANALYTICS === 'off' ? false : { scripts: analyticsScripts };
}
