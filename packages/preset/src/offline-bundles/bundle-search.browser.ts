/**
 * The search page of an offline bundle (built to `bundle-search.min.js`, copied into each bundle
 * as `search.js`; `search-page.ts` writes the page). It reads the index that `search-index.js`
 * put on the window and answers `?q=`: pages with every word of the query, those with it in their
 * title first, then in a section heading, then by how often the text has it, each with a passage.
 * It runs from `file://`, where a page may not fetch, so the index is a script, not JSON.
 */
import type { SearchEntry } from './search-entries';

declare global {
  interface Window {
    __bundleSearchIndex?: readonly SearchEntry[];
  }
}

const STRINGS = {
  zh: { results: (count: number, query: string) => `“${query}”的搜索结果：${count} 篇`, none: (query: string) => `没有找到包含“${query}”的页面。`, more: (shown: number) => `只列出前 ${shown} 篇，请输入更多词语缩小范围。` },
  en: { results: (count: number, query: string) => `${count} ${count === 1 ? 'page' : 'pages'} for “${query}”`, none: (query: string) => `No page contains “${query}”.`, more: (shown: number) => `Showing the first ${shown}; add words to narrow the search.` },
};
const MOST = 50;
const PASSAGE = 90;

interface Hit {
  readonly entry: SearchEntry;
  readonly score: number;
  readonly section: readonly [string, string] | undefined;
}

function occurrences(text: string, word: string): number {
  let count = 0;
  for (let at = text.indexOf(word); at !== -1 && count < 20; at = text.indexOf(word, at + word.length)) count += 1;
  return count;
}

function score(entry: SearchEntry, words: readonly string[]): Hit | undefined {
  const title = entry.title.toLowerCase();
  const text = entry.text.toLowerCase();
  let total = 0;
  for (const word of words) {
    const inTitle = title.includes(word);
    const inText = occurrences(text, word);
    if (!inTitle && inText === 0) return undefined;
    total += (inTitle ? 20 : 0) + (entry.headings.some(([, heading]) => heading.toLowerCase().includes(word)) ? 6 : 0) + Math.min(inText, 10);
  }
  const section = entry.headings.find(([, heading]) => words.some((word) => heading.toLowerCase().includes(word)));
  return { entry, score: total, section };
}

/** The passage of `text` around the first word found, the words marked. */
function passage(text: string, words: readonly string[]): HTMLElement {
  const lower = text.toLowerCase();
  const first = Math.min(...words.map((word) => lower.indexOf(word)).filter((at) => at !== -1));
  const start = Number.isFinite(first) ? Math.max(0, first - PASSAGE / 3) : 0;
  const shown = `${start > 0 ? '…' : ''}${text.slice(start, start + PASSAGE * 2)}${start + PASSAGE * 2 < text.length ? '…' : ''}`;
  const paragraph = document.createElement('p');
  const pattern = new RegExp(`(${words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi');
  for (const [index, part] of shown.split(pattern).entries()) {
    if (index % 2 === 1) {
      const mark = document.createElement('mark');
      mark.textContent = part;
      paragraph.append(mark);
    } else paragraph.append(part);
  }
  return paragraph;
}

function result({ entry, section }: Hit, words: readonly string[]): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'margin-bottom--md';
  const link = document.createElement('a');
  link.href = entry.url;
  link.textContent = entry.title;
  const heading = document.createElement('h2');
  heading.className = 'margin-bottom--xs';
  heading.style.fontSize = '1.15rem';
  heading.append(link);
  item.append(heading);
  if (section !== undefined) {
    const sectionLink = document.createElement('a');
    sectionLink.href = `${entry.url}#${section[0]}`;
    sectionLink.textContent = `§ ${section[1]}`;
    item.append(sectionLink);
  }
  item.append(passage(entry.text, words));
  return item;
}

function run(): void {
  const strings = document.documentElement.lang.toLowerCase().startsWith('zh') ? STRINGS.zh : STRINGS.en;
  const query = (new URLSearchParams(location.search).get('q') ?? '').trim();
  const field = document.querySelector<HTMLInputElement>('input[name=q]');
  const status = document.querySelector<HTMLElement>('[data-bundle-search-status]');
  const list = document.querySelector<HTMLOListElement>('[data-bundle-search-results]');
  if (field === null || status === null || list === null) return;
  field.value = query;
  if (query === '') {
    field.focus();
    return;
  }
  document.title = `${query} · ${document.title}`;
  const words = [...new Set(query.toLowerCase().split(/\s+/))];
  const hits = (window.__bundleSearchIndex ?? []).map((entry) => score(entry, words)).filter((hit): hit is Hit => hit !== undefined);
  hits.sort((a, b) => b.score - a.score || a.entry.title.localeCompare(b.entry.title));
  status.textContent = hits.length === 0 ? strings.none(query) : `${strings.results(hits.length, query)}${hits.length > MOST ? ` ${strings.more(MOST)}` : ''}`;
  list.replaceChildren(...hits.slice(0, MOST).map((hit) => result(hit, words)));
}

run();
