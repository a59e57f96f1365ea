/**
 * The version table of the docs' versions page (`docs/versions.md` and its English twin): a row per
 * version, `| V5.17 | status | [link](link) | release notes |`. Retiring a version rewrites its row.
 */
export const ARCHIVED_STATUS = { zh: '已归档', en: 'Archived' } as const;

/** Marks the row of `label` archived and links it to `href`; returns the text unchanged when there is no such row. */
export function archiveVersionRow(markdown: string, label: string, href: string, status: string): string {
  return markdown.replace(new RegExp(`^\\| ${label.replace(/\./g, '\\.')} \\|[^|\\n]*\\|[^|\\n]*\\|`, 'm'), `| ${label} | ${status} | [${href}](${href}) |`);
}
