import { Joi } from '@docusaurus/utils-validation';
import type { ThemeConfigValidationContext } from '@docusaurus/types';

/** The keys this theme adds to `themeConfig`; the classic theme validates its own. */
export interface RainbondThemeConfig {
  /** Show "View as Markdown" and "Copy page" on docs pages and posts (the site must publish `<route>.md`). */
  readonly markdownPageActions: boolean;
}

export const themeConfigSchema = Joi.object<RainbondThemeConfig>({
  markdownPageActions: Joi.boolean().default(false),
}).unknown();

export function validateThemeConfig({ themeConfig, validate }: ThemeConfigValidationContext<RainbondThemeConfig>): RainbondThemeConfig {
  return validate(themeConfigSchema, themeConfig);
}
