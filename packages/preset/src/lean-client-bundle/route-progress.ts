import type { ClientModule } from '@docusaurus/types';
import './route-progress.css';

/**
 * Stands in for the classic theme's nprogress client module (2 KB gzip on every page): when a
 * client-side navigation takes longer than 200 ms, a thin bar runs along the top of the window
 * until the new page renders.
 */
const DELAY_MS = 200;

const routeProgress: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timer = window.setTimeout(() => document.documentElement.setAttribute('data-route-loading', ''), DELAY_MS);
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate() {
    document.documentElement.removeAttribute('data-route-loading');
  },
};

export default routeProgress;
