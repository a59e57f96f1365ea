/**
 * Inlined at the end of every page (built to `before-hydration.min.js`): what a reader's first
 * presses get before the app has hydrated, so that on a slow phone they are answered at once
 * instead of after the site's JavaScript has loaded and run (with the preset's
 * `appStart: 'intent'`, that press is what starts it). Each enhancer claims the presses it answers
 * (`preventDefault`, so the preset does not give them to the app again); those whose answer the
 * app must take over return a hand-over that gives the hydrated app what the reader did.
 */
import { enhanceDropdowns } from './before-hydration-dropdowns';
import { enhanceMobileMenu } from './before-hydration-menu';
import { enhanceSearch } from './before-hydration-search';
import { enhanceTabs } from './before-hydration-tabs';

const root = document.documentElement;
const hydrated = () => root.getAttribute('data-has-hydrated') === 'true';
if (!hydrated()) {
  enhanceMobileMenu(hydrated);
  enhanceDropdowns(hydrated);
  const handOvers = [enhanceTabs(hydrated), enhanceSearch(hydrated)];
  new MutationObserver((_records, observer) => {
    if (!hydrated()) return;
    observer.disconnect();
    for (const handOver of handOvers) handOver();
  }).observe(root, { attributes: true, attributeFilter: ['data-has-hydrated'] });
}
