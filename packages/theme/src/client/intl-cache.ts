/**
 * Shared Intl objects. Building an Intl.DateTimeFormat or Intl.PluralRules costs about a
 * millisecond on a phone; the classic blog header builds one of each per post on every render,
 * ten or more on a list page. These are built once per locale and options.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
/** A locale's plural rules, with its categories in CLDR order. */
const pluralRules = new Map<string, { rules: Intl.PluralRules; categories: readonly Intl.LDMLPluralRule[] }>();

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
  let plural = pluralRules.get(locale);
  if (plural === undefined) {
    const rules = new Intl.PluralRules(locale);
    const supported = rules.resolvedOptions().pluralCategories;
    plural = { rules, categories: PLURAL_CATEGORY_ORDER.filter((category) => supported.includes(category)) };
    pluralRules.set(locale, plural);
  }
  const index = plural.categories.indexOf(plural.rules.select(count));
  return forms[Math.min(Math.max(index, 0), forms.length - 1)]!;
}
