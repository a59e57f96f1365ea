import { realpathSync } from 'node:fs';
import path from 'node:path';
import en from '../../locales/en/markdown.json';
import zhHans from '../../locales/zh-Hans/markdown.json';

/**
 * A remark plugin that puts `<StaleTranslationNotice>` at the top of each translated page whose
 * source changed after the translation (`stalePages`: the page's file → the date of that change,
 * from `pnpm content:status`'s data). The text is written into the page at build time from the
 * theme's locales, and only stale pages import the component: other pages get nothing.
 */

export interface StaleTranslationOptions {
  /** Locale of the translated pages, which the notice is written in (`en`, `zh-Hans`). */
  readonly locale: string;
  /** Absolute path of each stale translated page → YYYY-MM-DD. */
  readonly stalePages: Readonly<Record<string, string>>;
}

type MarkdownNode = { type: string; children?: MarkdownNode[] };
type SourceFile = { path?: string };

const MESSAGES: Record<string, typeof en> = { en, 'zh-Hans': zhHans, zh: zhHans };
const COMPONENT = 'StaleTranslationNotice';
const MODULE = '@theme/StaleTranslationNotice';

/** Checks the options where they enter; a wrong one fails the build naming the key. */
export function validateStaleTranslationOptions(options: unknown): StaleTranslationOptions {
  const record = (typeof options === 'object' && options !== null ? options : {}) as Record<string, unknown>;
  if (typeof record.locale !== 'string' || MESSAGES[record.locale] === undefined) {
    throw new Error(`remarkStaleTranslationNotice: "locale" must be one of ${Object.keys(MESSAGES).join(', ')}, got ${JSON.stringify(record.locale)}`);
  }
  if (typeof record.stalePages !== 'object' || record.stalePages === null) {
    throw new Error(`remarkStaleTranslationNotice: "stalePages" must be an object of file paths to dates, got ${JSON.stringify(record.stalePages)}`);
  }
  for (const [file, date] of Object.entries(record.stalePages)) {
    if (!path.isAbsolute(file)) throw new Error(`remarkStaleTranslationNotice: "stalePages" key ${JSON.stringify(file)} must be an absolute path`);
    if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      throw new Error(`remarkStaleTranslationNotice: "stalePages[${JSON.stringify(file)}]" must be a date YYYY-MM-DD, got ${JSON.stringify(date)}`);
    }
  }
  return record as unknown as StaleTranslationOptions;
}

function realPath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

/** `import StaleTranslationNotice from '@theme/StaleTranslationNotice'`, with the estree MDX compiles. */
function importNode(): MarkdownNode {
  const estree = {
    type: 'Program',
    sourceType: 'module',
    body: [{
      type: 'ImportDeclaration',
      specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: COMPONENT } }],
      source: { type: 'Literal', value: MODULE, raw: JSON.stringify(MODULE) },
    }],
  };
  return { type: 'mdxjsEsm', value: `import ${COMPONENT} from '${MODULE}';`, data: { estree } } as MarkdownNode;
}

function noticeNode(locale: string, date: string): MarkdownNode {
  const messages = MESSAGES[locale]!;
  const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [attribute('changedOn', date), attribute('message', messages['staleTranslation.message'].replace('{date}', date)), attribute('linkLabel', messages['staleTranslation.link'])],
    children: [],
  } as MarkdownNode;
}

export default function remarkStaleTranslationNotice(options: unknown) {
  const { locale, stalePages } = validateStaleTranslationOptions(options);
  const byRealPath = new Map(Object.entries(stalePages).map(([file, date]) => [realPath(file), date]));
  return (tree: MarkdownNode, file: SourceFile): void => {
    if (byRealPath.size === 0 || file.path === undefined) return;
    const date = byRealPath.get(realPath(file.path));
    if (date === undefined) return;
    tree.children = [importNode(), noticeNode(locale, date), ...(tree.children ?? [])];
  };
}
