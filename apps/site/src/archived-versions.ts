/** Docs versions no longer built here; each lives on a site of its own. Newest first. */
export const archivedVersions: ReadonlyArray<{ label: string; href: string }> = [
  '5.16', '5.15', '5.14', '5.13', '5.12', '5.11', '5.10',
].map((version) => ({ label: `V${version}`, href: `https://v${version}-docs.rainbond.com/docs/` }));
