/** Text made safe inside HTML text and double-quoted attributes. Shared by the bundles' pages and the offline-reading worker. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
