import { useEffect, useRef, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { SearchResultPage } from './pagefind';

/**
 * Title-only result pages (those with `loadDetails`) load their sections and excerpts once the
 * reader can see them. Each element with `data-page-url` inside `container` is watched, against
 * the container's own scroll box (a modal) or the viewport (`viewport: true`, a page).
 */
export function useDetailsOnView<Answer extends { readonly pages: readonly SearchResultPage[] }>(
  container: RefObject<HTMLElement | null>,
  { pages, ready, viewport = false, setAnswer }: { pages: readonly SearchResultPage[]; ready: boolean; viewport?: boolean; setAnswer: Dispatch<SetStateAction<Answer>> },
): void {
  const requested = useRef(new WeakSet<SearchResultPage>());
  useEffect(() => {
    const root = container.current;
    if (!ready || root === null || !pages.some((page) => page.loadDetails !== undefined)) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const url = (entry.target as HTMLElement).dataset.pageUrl;
          const page = pages.find((candidate) => candidate.url === url);
          if (!entry.isIntersecting || page?.loadDetails === undefined || requested.current.has(page)) continue;
          requested.current.add(page);
          observer.unobserve(entry.target);
          page
            .loadDetails()
            .then((details) =>
              setAnswer((current) => (current.pages.includes(page) ? { ...current, pages: current.pages.map((item) => (item === page ? details : item)) } : current)),
            )
            // The page stays listed by its title.
            .catch((error: unknown) => console.error('[search] a result could not be loaded', error));
        }
      },
      { root: viewport ? null : root },
    );
    for (const group of root.querySelectorAll<HTMLElement>('[data-page-url]')) observer.observe(group);
    return () => observer.disconnect();
  }, [container, ready, viewport, pages, setAnswer]);
}
