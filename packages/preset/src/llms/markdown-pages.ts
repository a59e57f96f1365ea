/**
 * Turns the markdown sources of docs pages and blog posts into the plain markdown an AI assistant
 * (or a reader) gets at `<route>.md`, and into the llms.txt index and llms-full.txt bundles.
 * Pure functions: the plugin in index.ts feeds them Docusaurus' loaded content.
 */

export interface MarkdownPage {
  readonly title: string;
  readonly description: string;
  /** The page's route including the base URL, e.g. /en/docs/versions. */
  readonly permalink: string;
  /** The raw markdown source, front matter included. */
  readonly source: string;
}

export interface PageSection {
  readonly heading: string;
  readonly pages: readonly MarkdownPage[];
}

export interface LlmsIndex {
  readonly siteTitle: string;
  readonly summary: string;
  readonly sections: readonly PageSection[];
  /** Links under a last "full text" section, e.g. the llms-full.txt files. */
  readonly extraLinks: ReadonlyArray<{ readonly heading: string; readonly links: ReadonlyArray<{ title: string; url: string; description: string }> }>;
  readonly siteUrl: string;
}

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n?/;
const MDX_IMPORT_OR_EXPORT = /^(?:import|export)\s.+$/gm;
const HEADING_ID = /^(#{1,6}[ \t].*?)[ \t]*\{#[\w-]+\}[ \t]*$/gm;
const TRUNCATE_MARKER = /^[ \t]*(?:<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})[ \t]*$/gm;

const FENCED_CODE = /^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm;

/** Applies `edit` to the prose between fenced code blocks; code is left exactly as written. */
function editProse(text: string, edit: (prose: string) => string): string {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(FENCED_CODE)) {
    result += edit(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return result + edit(text.slice(last));
}

/** The page body as plain markdown: no front matter, MDX imports, heading ids or truncate markers. */
export function markdownBody(source: string): string {
  return editProse(source.replace(FRONT_MATTER, ''), (prose) =>
    prose.replace(MDX_IMPORT_OR_EXPORT, '').replace(HEADING_ID, '$1').replace(TRUNCATE_MARKER, '').replace(/\n{3,}/g, '\n\n'),
  ).trim();
}

/** The document served at `<route>.md`: title, summary, then the body. */
export function pageMarkdown(page: MarkdownPage): string {
  const summary = page.description ? `\n\n> ${page.description}` : '';
  return `# ${page.title}${summary}\n\n${markdownBody(page.source)}\n`;
}

/** The file a page's markdown is written to, relative to the locale's output folder. */
export function markdownFileFor(permalink: string, baseUrl: string): string {
  const route = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\//, '');
  return `${route.replace(/\/$/, '') || 'index'}.md`;
}

export function absoluteUrl(siteUrl: string, pathname: string): string {
  return `${siteUrl.replace(/\/$/, '')}${pathname}`;
}

/** llms.txt: the site's structure as sections of links with one-line descriptions (llmstxt.org). */
export function llmsIndex(index: LlmsIndex): string {
  const lines = [`# ${index.siteTitle}`, '', `> ${index.summary}`];
  for (const section of index.sections) {
    if (section.pages.length === 0) continue;
    lines.push('', `## ${section.heading}`, '');
    for (const page of section.pages) {
      const url = absoluteUrl(index.siteUrl, `${page.permalink.replace(/\/$/, '')}.md`);
      lines.push(`- [${page.title}](${url})${page.description ? `: ${page.description}` : ''}`);
    }
  }
  for (const extra of index.extraLinks) {
    lines.push('', `## ${extra.heading}`, '');
    for (const link of extra.links) lines.push(`- [${link.title}](${link.url}): ${link.description}`);
  }
  return `${lines.join('\n')}\n`;
}

/** llms-full.txt: every page of a section as markdown, one after the other, each with its URL. */
export function llmsFull(siteUrl: string, heading: string, pages: readonly MarkdownPage[]): string {
  const parts = pages.map((page) => `${pageMarkdown(page).trim()}\n\nSource: ${absoluteUrl(siteUrl, page.permalink)}`);
  return `# ${heading}\n\n${parts.join('\n\n---\n\n')}\n`;
}
