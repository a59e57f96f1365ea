/** Keeps only the `<mark>` tags of an index excerpt (the index escapes page text already). */
export function safeExcerpt(html: string): string {
  return html.replace(/<(?!\/?mark>)[^>]*>/g, '');
}
