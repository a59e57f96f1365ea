import { keepFocusInside } from '../client/keep-focus-inside';

/** The docs navbar's menu button (theme/Navbar/MobileSidebar/Toggle). */
const TOGGLE = 'nav.navbar button.navbar__toggle';
const FOCUSABLE = 'a[href],button';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.className = className;
  return made;
}

/** The navbar's links as one menu list (a dropdown's links in place of the dropdown; an icon link by its label). */
function navbarLinks(): HTMLUListElement {
  const list = element('ul', 'menu__list');
  for (const link of document.querySelectorAll<HTMLAnchorElement>('nav.navbar .navbar__items a[href]:not([href="#"]):not([role=button])')) {
    const item = element('li', 'menu__list-item');
    const copy = element('a', 'menu__link');
    copy.href = link.href;
    copy.textContent = link.textContent?.trim() || link.getAttribute('aria-label');
    if (link.target) copy.target = link.target;
    if (link.rel) copy.rel = link.rel;
    item.append(copy);
    list.append(item);
  }
  return list;
}

/**
 * The classic mobile panel's markup and classes, drawn from the page's own links: the navbar's,
 * then the docs sidebar's on a docs page. Outside the app's root, so hydration never meets it.
 */
function drawPanel(toggle: HTMLButtonElement): { panel: HTMLElement; close: HTMLButtonElement } {
  const panel = element('div', 'navbar-sidebar--show');
  panel.dataset.menuShell = '';
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-modal', 'true');
  panel.setAttribute('aria-label', toggle.getAttribute('aria-label') ?? 'Menu');
  const backdrop = element('div', 'navbar-sidebar__backdrop');
  backdrop.setAttribute('role', 'presentation');
  const sidebar = element('div', 'navbar-sidebar');
  const brand = element('div', 'navbar-sidebar__brand');
  const logo = document.querySelector('nav.navbar .navbar__brand')?.cloneNode(true);
  if (logo) brand.append(logo);
  const close = element('button', 'clean-btn navbar-sidebar__close');
  close.type = 'button';
  close.setAttribute('aria-label', toggle.getAttribute('aria-label') ?? 'Close');
  close.textContent = '×';
  close.style.fontSize = '1.6rem';
  brand.append(close);
  const items = element('div', 'navbar-sidebar__items');
  const item = element('div', 'navbar-sidebar__item menu');
  item.style.overflowY = 'auto';
  item.append(navbarLinks());
  const docsMenu = document.querySelector('.theme-doc-sidebar-menu');
  if (docsMenu) item.append(element('hr', 'margin-vert--sm'), docsMenu.cloneNode(true));
  items.append(item);
  sidebar.append(brand, items);
  panel.append(backdrop, sidebar);
  return { panel, close };
}

/**
 * The navbar's menu button pressed before hydration opens the panel at once. It is the page's own
 * panel, not the app's: its links are plain links, Escape, its close button or a press beside it
 * close it, and Tab stays inside it. It stays open through hydration (nothing to hand over: the
 * press is claimed, so the app does not open its own on top), and the button is the app's after.
 */
export function enhanceMobileMenu(hydrated: () => boolean): void {
  let open: ReturnType<typeof drawPanel> | undefined;
  const toggle = () => document.querySelector<HTMLButtonElement>(TOGGLE);
  const closeMenu = () => {
    if (!open) return;
    open.panel.remove();
    open = undefined;
    document.body.style.removeProperty('overflow');
    toggle()?.focus();
  };
  addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    if (open) {
      if (event.target.closest('.navbar-sidebar__close, .navbar-sidebar__backdrop')) closeMenu();
      return;
    }
    const button = hydrated() ? null : event.target.closest<HTMLButtonElement>(TOGGLE);
    if (!button) return;
    event.preventDefault();
    open = drawPanel(button);
    document.body.append(open.panel);
    document.body.style.overflow = 'hidden';
    open.close.focus();
  });
  addEventListener('keydown', (event) => {
    if (!open) return;
    if (event.key === 'Escape') closeMenu();
    else if (event.key === 'Tab') keepFocusInside(event, open.panel, FOCUSABLE);
  });
}
