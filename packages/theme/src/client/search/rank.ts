/**
 * Re-ranks the first result pages of a query with what Pagefind's score does not see: whether the
 * page's title says what was asked (a page titled 自动构建 beats pages that mention it), whether a
 * heading does, and what kind of page it is (API operation pages, blog posts and site pages yield
 * to guides unless the query asks for them).
 */
export interface RankCandidate {
  readonly url: string;
  readonly title: string;
  readonly type: string;
  readonly headings: readonly string[];
  /** Pagefind's score, merged over the query's variants. */
  readonly score: number;
}

const simplify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const CJK = /[\u3400-\u9fff]/;

/** Words of a query for matching titles: Latin words, and CJK runs as they are. */
function wordsOf(query: string): string[] {
  return simplify(query).split(' ').filter(Boolean);
}

/** How well `text` says what any of the query forms asks: 1 the whole query, else the share of its words. */
function match(text: string, forms: readonly string[]): number {
  const target = simplify(text);
  const compact = target.replace(/ /g, '');
  let best = 0;
  for (const form of forms) {
    const words = wordsOf(form);
    if (words.length === 0) continue;
    const whole = simplify(form);
    if (target.includes(whole) || (CJK.test(whole) && compact.includes(whole.replace(/ /g, '')))) return 1;
    const found = words.filter((word) => target.includes(word)).length;
    best = Math.max(best, (0.6 * found) / words.length);
  }
  return best;
}

const asksFor = (forms: readonly string[], pattern: RegExp) => forms.some((form) => pattern.test(form));

/** The candidates in their new order. `forms` are the query as typed and as rewritten for the locale. */
export function rerank<T extends RankCandidate>(candidates: readonly T[], forms: readonly string[]): T[] {
  const top = Math.max(...candidates.map((candidate) => candidate.score), Number.EPSILON);
  const wantsApi = asksFor(forms, /\bapi\b|接口|operation/i);
  const wantsBlog = asksFor(forms, /\bblog\b|博客|文章/i);
  const scored = candidates.map((candidate, index) => {
    let value = candidate.score / top;
    value += 1.2 * match(candidate.title, forms);
    value += 0.3 * Math.max(0, ...candidate.headings.map((heading) => match(heading, forms)));
    if (!wantsApi && /\/api\//.test(candidate.url)) value -= 0.8;
    if (!wantsBlog && candidate.type !== 'docs') value -= 0.4;
    return { candidate, value, index };
  });
  scored.sort((a, b) => b.value - a.value || a.index - b.index);
  return scored.map(({ candidate }) => candidate);
}
