import * as z from 'zod';
import { item, labels, text } from '../marketing/schema';
import { siteLocales, type SiteLocaleName } from '../../site-locales';

/** The copy of the language page (`marketing/language.yml`); `notes` says what a reader finds in each language. */
export const languageSchema = z.strictObject({
  meta: item,
  hero: z.strictObject({ title: text, subtitle: text }),
  current: text,
  notes: labels(...(Object.keys(siteLocales) as SiteLocaleName[])),
  links: labels('home', 'docs', 'blog'),
});

export type LanguageContent = z.infer<typeof languageSchema>;
