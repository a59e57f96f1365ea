import type { ComponentType } from 'react';

/**
 * The marketing header is a chunk of its own, so docs-like pages (which show the classic navbar)
 * do not carry it. Marketing pages start fetching it as soon as the main bundle runs (see
 * `header-preload.ts`); other pages only prefetch it, for a later client-side navigation.
 */
let loading: Promise<{ default: ComponentType }> | undefined;

export function loadMarketingHeader(): Promise<{ default: ComponentType }> {
  loading ??= import(/* webpackPrefetch: true */ '@theme/MarketingHeader');
  return loading;
}
