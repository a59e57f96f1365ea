/**
 * Before the app has hydrated, following a link is a page load. These rules let the browser fetch
 * the page a reader is about to open (the pointer rests on its link, or presses it) so that it
 * opens at once. Once the app runs, it navigates by itself and prefetches what it needs, and the
 * starter removes the rules (`start-on-intent.browser.ts`).
 */
export const UNTIL_HYDRATED_ATTRIBUTE = 'data-until-hydrated';

/** Document rules for the site's own pages, leaving downloads and links that open elsewhere. */
export function speculationRules(baseUrl: string): object {
  return {
    prefetch: [
      {
        source: 'document',
        where: { and: [{ href_matches: `${baseUrl}*` }, { not: { selector_matches: '[download], [target], [rel~="nofollow"]' } }] },
        eagerness: 'moderate',
      },
    ],
  };
}
