import useBrokenLinks from '@docusaurus/useBrokenLinks';

/**
 * Registers the ids that sections of a page carry, so that the build's anchor check knows that
 * links such as /opensourceApps#databases point somewhere (it only sees headings by itself).
 */
export default function useAnchors(ids: readonly string[]): void {
  const brokenLinks = useBrokenLinks();
  for (const id of ids) brokenLinks.collectAnchor(id);
}
