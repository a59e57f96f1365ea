/** Types of loader.cjs. */
export interface TranslationSite {
  readonly id: string;
  readonly start: number;
  readonly end: number;
  readonly kind: 'expression' | 'jsx-children';
}
export function findTranslations(source: string, fileName: string): TranslationSite[];
export function inlineTranslations(source: string, fileName: string, messages: Record<string, string>): string;
interface LoaderContext {
  readonly resourcePath: string;
  getOptions(): { messages: Record<string, string>; inlinedIds: string[] };
}
declare function loader(this: LoaderContext, source: string): string;
export default loader;
