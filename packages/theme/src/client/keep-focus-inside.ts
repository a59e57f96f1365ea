/**
 * For a Tab key press inside a modal: moves the focus from the last focusable element of
 * `container` to its first (Shift+Tab: from the first to the last), so that it stays inside.
 */
export function keepFocusInside(event: { readonly shiftKey: boolean; preventDefault(): void }, container: Element | null | undefined, focusable: string): void {
  const elements = container?.querySelectorAll<HTMLElement>(focusable);
  const first = elements?.[0];
  const last = elements?.[elements.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
