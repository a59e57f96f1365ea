/**
 * Adds the analytics scripts of `themeConfig.analytics` once the page has loaded and the browser
 * is idle, once per visit (client-side navigations keep them): never in development, in automated
 * browsers, or for visitors who send Do-Not-Track or Global Privacy Control.
 */
import siteConfig from '@generated/docusaurus.config';
import type { RainbondThemeConfig } from '../theme-config';
import { analyticsAllowed } from './analytics-allowed';

const { analytics } = siteConfig.themeConfig as unknown as RainbondThemeConfig;

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean };

function addScripts(scripts: Exclude<RainbondThemeConfig['analytics'], false>['scripts']): void {
  for (const { id, src } of scripts) {
    if (document.getElementById(id) !== null) continue;
    const script = document.createElement('script');
    script.id = id;
    script.src = src;
    script.async = true;
    document.head.appendChild(script);
  }
}

if (typeof window !== 'undefined' && process.env.NODE_ENV === 'production' && analytics !== false) {
  const browser = navigator as PrivacyNavigator;
  const allowed = analyticsAllowed({
    doNotTrack: browser.doNotTrack ?? (window as { doNotTrack?: string }).doNotTrack,
    globalPrivacyControl: browser.globalPrivacyControl,
    webdriver: browser.webdriver,
  });
  if (allowed) {
    const whenIdle = () => (window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1)))(() => addScripts(analytics.scripts));
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }
}
