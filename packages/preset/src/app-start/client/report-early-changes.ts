import type { ClientModule } from '@docusaurus/types';

/**
 * With `appStart: 'intent'` a reader may type in a field before the app has hydrated it. React
 * keeps the field's text at hydration but takes it for the value it rendered, so its next render
 * would put that value back. Right after hydration (the first `onRouteDidUpdate` runs in the
 * hydration's layout effects, before any render that follows), each field whose value is not the
 * one the server rendered is reported to React as a change, as a reader's typing would be.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isCheckable = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function changedBeforeHydration(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** What the reader left in a field: its value, or for a checkbox or radio button whether it is checked. */
type Typed = string | boolean;

/**
 * Gives a field what the reader left in it and tells React, as a reader's input would. React
 * notices a change by comparing the field with the value it last saw, kept by a setter it puts on
 * the field itself: the rendered value goes through that setter, the typed one through the
 * prototype's (which React does not see), then the event React listens to is sent. A select has
 * no such record: React reads it on `change`.
 */
function reportChange(field: Field, typed: Typed): void {
  if (field instanceof HTMLSelectElement) {
    field.value = String(typed);
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const property = isCheckable(field) ? 'checked' : 'value';
  (field as unknown as Record<string, unknown>)[property] = isCheckable(field) ? field.defaultChecked : field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, property)?.set?.call(field, typed);
  // A plain event (not a MouseEvent) for a checkbox: React hears the click, the box does not toggle again.
  field.dispatchEvent(new Event(isCheckable(field) ? 'click' : 'input', { bubbles: true }));
}

let hydrated = false;

const reportEarlyChanges: ClientModule = {
  onRouteDidUpdate() {
    if (hydrated) return;
    hydrated = true;
    // After the hydration's commit, so React handles the events as it would a reader's.
    queueMicrotask(() => {
      const fields = [...(document.getElementById('__docusaurus')?.querySelectorAll<Field>('input, textarea, select') ?? [])];
      // All read first: each report renders the form again, which puts back the rendered values of the others.
      const changed = fields.filter(changedBeforeHydration).map((field) => [field, isCheckable(field) ? field.checked : field.value] as const);
      for (const [field, typed] of changed) reportChange(field, typed);
    });
  },
};

export default reportEarlyChanges;
