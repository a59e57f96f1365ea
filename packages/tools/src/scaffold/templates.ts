/**
 * The pages a scaffold writes. Every part a writer must replace says TODO / 待补充, which the content
 * check rejects, so a scaffold cannot be built as a page until real text replaces it.
 */
export const MARK = { en: 'TODO', zh: '待补充' } as const;

/** A front matter value as YAML: quoted when it holds characters YAML would read otherwise. */
const scalar = (value: string) => (/[:#[\]{}&*!|>'"%@`,]|^\s|\s$/.test(value) ? JSON.stringify(value) : value);

export interface DocPageInput {
  readonly title: string;
  readonly englishTitle: string;
}

export function docPage(locale: 'zh' | 'en', input: DocPageInput): string {
  return locale === 'zh'
    ? `---\ntitle: ${scalar(input.title)}\ndescription: ${MARK.zh}：用一句话说明本页讲什么（用于搜索和 SEO）。\n---\n\n${MARK.zh}：开头一段说明这是什么、什么时候用。\n\n## 前提条件 {#prerequisites}\n\n${MARK.zh}\n\n## 操作步骤 {#steps}\n\n${MARK.zh}\n`
    : `---\ntitle: ${scalar(input.englishTitle)}\ndescription: ${scalar(`${MARK.en}: one sentence on what this page covers (used for search and SEO).`)}\n---\n\n${MARK.en}: an opening paragraph on what this is and when to use it.\n\n## Prerequisites {#prerequisites}\n\n${MARK.en}\n\n## Steps {#steps}\n\n${MARK.en}\n`;
}

export interface PostInput extends DocPageInput {
  readonly slug: string;
  readonly date: string;
  readonly author: string;
}

export function blogPost(locale: 'zh' | 'en', input: PostInput): string {
  const frontMatter = (title: string, description: string) =>
    `---\ntitle: ${scalar(title)}\ndescription: ${scalar(description)}\nslug: ${input.slug}\ndate: ${input.date}\nauthors: [${input.author}]\ntags: [rainbond]\n---\n\n`;
  return locale === 'zh'
    ? `${frontMatter(input.title, `${MARK.zh}：用一句话概括本文。`)}${MARK.zh}：开头一段，列表页只显示到下面的 truncate 标记为止。\n\n<!-- truncate -->\n\n## 背景 {#background}\n\n${MARK.zh}\n`
    : `${frontMatter(input.englishTitle, `${MARK.en}: one sentence that sums up the post.`)}${MARK.en}: the opening paragraph; blog lists show the post up to the truncate marker below.\n\n<!-- truncate -->\n\n## Background {#background}\n\n${MARK.en}\n`;
}
