/** A tab of a Tabs block (theme/Tabs): the row is the block's first child, the panels are in its second. */
const TAB = '.tabs-container > [role=tablist] > [role=tab]';

/** Shows `tab`'s panel by changing the markup only; false for a lazy block, whose other panels are not in the page yet. */
function showTab(tab: HTMLElement): boolean {
  const row = tab.parentElement;
  const panels = row?.nextElementSibling?.querySelectorAll<HTMLElement>(':scope > [role=tabpanel]');
  const tabs = row ? ([...row.children] as HTMLElement[]) : [];
  if (!panels || panels.length !== tabs.length) return false;
  const chosen = tabs.indexOf(tab);
  tabs.forEach((item, index) => {
    item.setAttribute('aria-selected', String(index === chosen));
    item.tabIndex = index === chosen ? 0 : -1;
    item.classList.toggle('tabs__item--active', index === chosen);
  });
  panels.forEach((panel, index) => {
    panel.hidden = index !== chosen;
  });
  return true;
}

/** The value stored for a grouped block (theme/Tabs names its storage and key), if the storage can be read. */
function storedChoice(block: HTMLElement): string | null {
  const { storage, storageKey } = block.dataset;
  try {
    return storageKey && (storage === 'localStorage' || storage === 'sessionStorage') ? window[storage].getItem(storageKey) : null;
  } catch {
    return null;
  }
}

/** Shows each grouped block's stored choice at once, as the hydrated Tabs will (the classic key `docusaurus.tab.<groupId>`). */
function showStoredChoices(): void {
  for (const block of document.querySelectorAll<HTMLElement>('.tabs-container[data-storage-key]')) {
    const value = storedChoice(block);
    const tab = value === null ? null : [...block.querySelectorAll<HTMLElement>(':scope > [role=tablist] > [role=tab]')].find((item) => item.dataset.value === value);
    if (tab) showTab(tab);
  }
}

/**
 * A grouped block shows the reader's stored choice as the page loads, and a tab pressed (or chosen
 * with Enter or Space) before hydration shows its panel at once. Once the
 * app has hydrated, the returned hand-over presses the last tab chosen in each block again, so the
 * hydrated Tabs selects it, syncs its group and remembers the choice. A lazy block is left to the
 * app (the preset gives it the press once hydrated).
 */
export function enhanceTabs(hydrated: () => boolean): () => void {
  showStoredChoices();
  const chosen = new Map<Element, HTMLElement>();
  const answer = (event: Event) => {
    const tab = !hydrated() && event.target instanceof Element ? event.target.closest<HTMLElement>(TAB) : null;
    if (tab?.parentElement && showTab(tab)) {
      event.preventDefault();
      chosen.set(tab.parentElement, tab);
    }
  };
  addEventListener('click', answer);
  addEventListener('keydown', (event) => (event.key === 'Enter' || event.key === ' ') && answer(event));
  return () => {
    for (const tab of chosen.values()) if (tab.isConnected) tab.click();
  };
}
