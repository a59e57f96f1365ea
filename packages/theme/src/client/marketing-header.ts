import type { ComponentType } from 'react';

/**
 * The marketing header is a chunk of its own, so docs-like pages (which show the classic navbar)
 * do not carry it. Marketing pages start fetching it as soon as the main bundle runs, and a
 * navigation to one as soon as it starts (see `header-preload.ts`); other pages prefetch it.
 */
let loading: Promise<{ default: ComponentType }> | undefined;
let loaded: ComponentType | undefined;

export function loadMarketingHeader(): Promise<{ default: ComponentType }> {
  loading ??= import(/* webpackPrefetch: true */ '@theme/MarketingHeader').then((module) => {
    loaded = module.default;
    return module;
  });
  return loading;
}

/** The header once its chunk has arrived: drawn at once, without suspending. */
export function loadedMarketingHeader(): ComponentType | undefined {
  return loaded;
}
