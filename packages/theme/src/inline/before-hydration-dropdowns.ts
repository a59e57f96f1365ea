/** The toggle of a navbar dropdown without a page of its own: the classic theme links it to `#`. */
const TOGGLE = '.navbar .dropdown > a[href="#"][aria-haspopup=true]';

/**
 * The classic dropdown shows its menu on hover (a touch screen emulates it on a tap) and its
 * toggle's click only keeps the link from being followed. Before hydration nothing kept it, and a
 * tap on the toggle would jump to the top of the page and add `#` to the address: this does what
 * the app will.
 */
export function enhanceDropdowns(hydrated: () => boolean): void {
  addEventListener('click', (event) => {
    if (!hydrated() && event.target instanceof Element && event.target.closest(TOGGLE) !== null) event.preventDefault();
  });
}
