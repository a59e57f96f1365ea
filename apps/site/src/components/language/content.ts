import { Joi } from '@docusaurus/utils-validation';
import { labels, text, item } from '../marketing/schema';
import { siteLocales, type SiteLocaleName } from '../../site-locales';

/** The copy of the language page, as `marketing/language.yml` holds it. */
export interface LanguageContent {
  meta: { title: string; description: string };
  hero: { title: string; subtitle: string };
  current: string;
  /** What a reader finds in each language, said in the language of the page. */
  notes: Record<SiteLocaleName, string>;
  links: Record<'home' | 'docs' | 'blog', string>;
}

export const languageSchema = Joi.object({
  meta: item.required(),
  hero: Joi.object({ title: text, subtitle: text }).required(),
  current: text,
  notes: labels(...Object.keys(siteLocales)),
  links: labels('home', 'docs', 'blog'),
});
