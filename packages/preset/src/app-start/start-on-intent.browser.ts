/**
 * Inlined at the end of every page (built to `start-on-intent.min.js`): starts the site's held
 * scripts (`held-scripts.ts`) on the reader's first sign of intent (the pointer moves or presses,
 * a touch, a key, a focus, a scroll or the wheel) instead of at load. Until then the page is its
 * server-rendered HTML, which already shows everything and whose links work.
 *
 * A control that only React answers (a tab, a button) does nothing when it is pressed before the
 * app has hydrated, so the press is remembered and given again once it has (Docusaurus then sets
 * `data-has-hydrated="true"` on <html>); so are keys pressed outside text fields, such as Ctrl+K
 * or `/`. Links and form fields work natively (what is typed in a field reaches the app through
 * `client/report-early-changes.ts`). A press that a script of the
 * theme answered before hydration is marked so (`preventDefault`, checked when it would be given
 * again): that script hands what the reader did to the app itself. Once the app has hydrated, the
 * page's speculation rules go: the app navigates by itself.
 */
import { HELD_SCRIPT_TYPE } from './held-scripts';
import { UNTIL_HYDRATED_ATTRIBUTE } from './speculation-rules';

const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
const REPLAYED_PRESSES = 'button:not(form button),[role=tab],[role=button]';
const TEXT_FIELDS = 'input,textarea,select,[contenteditable]';

const root = document.documentElement;
const hydrated = () => root.getAttribute('data-has-hydrated') === 'true';
const whenHydrated = (callback: () => void) =>
  new MutationObserver((_records, observer) => {
    if (!hydrated()) return;
    observer.disconnect();
    callback();
  }).observe(root, { attributes: true, attributeFilter: ['data-has-hydrated'] });

whenHydrated(() => document.querySelector(`script[${UNTIL_HYDRATED_ATTRIBUTE}]`)?.remove());

const held = document.querySelectorAll<HTMLScriptElement>(`script[type="${HELD_SCRIPT_TYPE}"]`);
if (held.length > 0) {
  const replays: (() => void)[] = [];

  const start = () => {
    for (const type of INTENT_EVENTS) removeEventListener(type, start, true);
    for (const script of held) {
      const started = document.createElement('script');
      started.src = script.src;
      started.async = false;
      document.body.appendChild(started);
    }
  };
  for (const type of INTENT_EVENTS) addEventListener(type, start, { capture: true, passive: true });

  addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest<HTMLElement>(REPLAYED_PRESSES) : null;
      if (hydrated() || control === null || control.closest('a[href]') !== null) return;
      replays.push(() => !event.defaultPrevented && control.isConnected && control.click());
    },
    true,
  );
  addEventListener(
    'keydown',
    (event) => {
      const target = event.target instanceof Element ? event.target : root;
      if (hydrated() || event.repeat || target.closest(TEXT_FIELDS) !== null) return;
      const { key, code, ctrlKey, metaKey, altKey, shiftKey } = event;
      replays.push(() => !event.defaultPrevented && target.isConnected && target.dispatchEvent(new KeyboardEvent('keydown', { key, code, ctrlKey, metaKey, altKey, shiftKey, bubbles: true, cancelable: true })));
    },
    true,
  );
  whenHydrated(() => {
    for (const replay of replays.splice(0)) replay();
  });
}
