/** The navbar's search button (theme/SearchBar); its text is the localized "Search". */
const SEARCH_BUTTON = 'button[aria-haspopup=dialog]';
const TEXT_FIELDS = 'input,textarea,select,[contenteditable]';

function isShortcut(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  return ((event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey)) || (event.key === '/' && target?.closest(TEXT_FIELDS) == null);
}

/**
 * A dialog with the search field alone, outside the app's root so that hydration never meets it.
 * With `action` (a page of an offline bundle, which has no app), Enter sends `?q=` there.
 */
function drawShell(label: string, action: string | null): { shell: HTMLElement; input: HTMLInputElement } {
  const shell = document.createElement('div');
  shell.setAttribute('role', 'dialog');
  shell.setAttribute('aria-modal', 'true');
  shell.setAttribute('aria-label', label);
  shell.dataset.searchShell = '';
  shell.style.cssText = 'position:fixed;inset:0;z-index:var(--ifm-z-index-overlay,400);display:flex;justify-content:center;align-items:flex-start;padding-top:12vh;background:rgba(0,0,0,.45)';
  const box = document.createElement('div');
  box.style.cssText = 'width:min(40rem,92vw);padding:.75rem;border-radius:var(--ifm-global-radius,.4rem);background:var(--ifm-background-surface-color,#fff);box-shadow:var(--ifm-global-shadow-tl)';
  const input = document.createElement('input');
  input.type = 'search';
  input.setAttribute('aria-label', label);
  input.placeholder = label;
  input.autocomplete = 'off';
  input.style.cssText = 'width:100%;padding:.6rem .75rem;font:inherit;font-size:1.05rem;color:inherit;background:transparent;border:1px solid var(--ifm-color-emphasis-400,#999);border-radius:var(--ifm-global-radius,.4rem)';
  if (action === null) box.append(input);
  else {
    const form = document.createElement('form');
    form.action = action;
    form.role = 'search';
    input.name = 'q';
    form.append(input);
    box.append(form);
  }
  shell.append(box);
  return { shell, input };
}

/** Gives `query` to the app's search field as typing would (React listens to `input` events). */
function typeInto(field: HTMLInputElement, query: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, query);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Ctrl/Cmd+K, `/` or the search button before hydration open a search field at once, so the
 * reader can start typing on a slow phone. Once the app has hydrated, the returned hand-over opens
 * the app's search (its button) and, when its field is there, gives it what was typed and takes
 * the field away; Escape or a press beside it closes it before then.
 */
export function enhanceSearch(hydrated: () => boolean): () => void {
  // An offline copy of the page (a bundle, or a page the offline-reading worker serves from its copy)
  // has no app: the field sends the query to the copy's search page.
  const offlineSearch = document.documentElement.getAttribute('data-offline-search');
  let open: ReturnType<typeof drawShell> | undefined;
  const button = () => document.querySelector<HTMLButtonElement>(SEARCH_BUTTON);
  const close = () => {
    open?.shell.remove();
    open = undefined;
    button()?.focus();
  };
  const show = (event: Event) => {
    const opener = button();
    if (opener === null) return;
    event.preventDefault();
    if (open) return;
    open = drawShell(opener.textContent?.replace(/Ctrl\s*K/i, '').trim() || 'Search', offlineSearch);
    document.body.append(open.shell);
    open.input.focus();
  };
  addEventListener('keydown', (event) => {
    if (hydrated()) return;
    if (open && event.key === 'Escape') close();
    else if (!open && isShortcut(event)) show(event);
  });
  addEventListener('click', (event) => {
    if (hydrated() || !(event.target instanceof Element)) return;
    if (open && event.target === open.shell) close();
    else if (event.target.closest(SEARCH_BUTTON)) show(event);
  });
  return () => {
    const shown = open;
    if (!shown) return;
    const modal = new MutationObserver(() => {
      const field = document.querySelector<HTMLInputElement>('[role=dialog]:not([data-search-shell]) input');
      if (field === null) return;
      modal.disconnect();
      if (shown.input.value !== '') typeInto(field, shown.input.value);
      shown.shell.remove();
      open = undefined;
    });
    modal.observe(document.body, { childList: true, subtree: true });
    button()?.click();
  };
}
