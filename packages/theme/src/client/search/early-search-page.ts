import { safeExcerpt } from './excerpt';
import type { SearchResultPage } from './pagefind';

/**
 * What the search page's server HTML gives the script that answers a `?q=…` load before the app
 * starts (`inline/search-page.browser.ts`), as JSON in the `data-search-early` attribute of the
 * element that script draws into. The React page draws the same markup from the same answer.
 */
export interface EarlySearchPageConfig {
  readonly bundlePath: string;
  readonly termsUrl?: string;
  /** May hold `{language}`, the page's `lang` in lower case. */
  readonly pageListUrl?: string;
  readonly locale: string;
  /** Translated texts; `{query}` and `{count}` are filled in by the script. */
  readonly messages: { readonly heading: string; readonly found: string; readonly none: string; readonly failed: string };
  /** The page's CSS module classes of the result list. */
  readonly classes: Readonly<Record<'count' | 'results' | 'result' | 'resultTitle' | 'hits' | 'hitTitle' | 'excerpt', string | undefined>>;
}

function element<Tag extends keyof HTMLElementTagNameMap>(tag: Tag, className: string | undefined, children: readonly (Node | string)[] = []): HTMLElementTagNameMap[Tag] {
  const node = document.createElement(tag);
  if (className !== undefined && className !== '') node.className = className;
  node.append(...children);
  return node;
}

function link(url: string, text: string, className?: string): HTMLAnchorElement {
  const anchor = element('a', className, [text]);
  anchor.href = url;
  return anchor;
}

/** The answer as the React page draws it: its count, then each page with its matching sections. */
export function drawEarlyResults(container: HTMLElement, { messages, classes }: EarlySearchPageConfig, answer: { total: number; pages: readonly SearchResultPage[] }): void {
  const count = element('p', classes.count, [answer.total === 0 ? messages.none : messages.found.replace('{count}', String(answer.total))]);
  const results = element(
    'ol',
    classes.results,
    answer.pages.map((page) =>
      element('li', classes.result, [
        element('h2', classes.resultTitle, [link(page.url, page.title)]),
        element(
          'ul',
          classes.hits,
          page.hits.map((hit) => {
            const item = element('li', undefined, [link(hit.url, hit.title, classes.hitTitle)]);
            if (hit.excerpt !== '') {
              const excerpt = element('p', classes.excerpt);
              excerpt.innerHTML = safeExcerpt(hit.excerpt);
              item.append(excerpt);
            }
            return item;
          }),
        ),
      ]),
    ),
  );
  container.replaceChildren(count, results);
}

/** Said when the index cannot be loaded. */
export function drawEarlyFailure(container: HTMLElement, { messages }: EarlySearchPageConfig): void {
  container.replaceChildren(element('p', undefined, [messages.failed]));
}
