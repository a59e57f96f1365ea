/**
 * Inlined at the end of every page of a production build when `themeConfig.analytics` is set
 * (built to `analytics.min.js`; the scripts come in the tag's `data-scripts`): adds the analytics
 * scripts once the page has loaded and the browser is idle. It is the page's, not the app's, so a
 * reader who only reads is counted even though the site's scripts never start
 * (the preset's `appStart: 'intent'`), and a client-side navigation does not add them again.
 * Never in automated browsers, nor for visitors who send Do-Not-Track or Global Privacy Control.
 */
import type { AnalyticsScript } from '../theme-config';
import { analyticsAllowed } from '../client/analytics-allowed';

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean };

const scripts = JSON.parse((document.currentScript as HTMLScriptElement | null)?.dataset.scripts ?? '[]') as AnalyticsScript[];
const browser = navigator as PrivacyNavigator;
const allowed = analyticsAllowed({
  doNotTrack: browser.doNotTrack ?? (window as { doNotTrack?: string }).doNotTrack,
  globalPrivacyControl: browser.globalPrivacyControl,
  webdriver: browser.webdriver,
});

function addScripts(): void {
  for (const { id, src } of scripts) {
    if (document.getElementById(id) !== null) continue;
    const script = document.createElement('script');
    script.id = id;
    script.src = src;
    script.async = true;
    document.head.appendChild(script);
  }
}

if (allowed && scripts.length > 0) {
  const whenIdle = () => (window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1)))(addScripts);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
