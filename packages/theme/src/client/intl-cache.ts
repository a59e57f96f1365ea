/**
 * Shared Intl objects. Building an Intl.DateTimeFormat or Intl.PluralRules costs about a
 * millisecond on a phone; the classic blog header builds one of each per post on every render,
 * ten or more on a list page. These are built once per locale and options.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

// CLDR's order of plural categories, which is the order of the forms in a "a|b|c" message.
const PLURAL_CATEGORY_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * Picks the form of `message` ("One min read|{n} min read") for `count`, the way Docusaurus's
 * usePluralForm does: forms follow the locale's plural categories in CLDR order, and a message
 * with fewer forms falls back to its last one.
 */
export function selectPluralForm(locale: string, count: number, message: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return forms[0]!;
  let rules = pluralRules.get(locale);
  if (rules === undefined) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const categories = rules.resolvedOptions().pluralCategories;
  const ordered = PLURAL_CATEGORY_ORDER.filter((category) => categories.includes(category));
  const index = ordered.indexOf(rules.select(count));
  return forms[Math.min(Math.max(index, 0), forms.length - 1)]!;
}
