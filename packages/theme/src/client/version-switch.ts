/** Query parameter the version dropdown adds when the page has no twin in the chosen version. */
export const NO_TWIN_PARAM = 'version-switch=no-twin';

export function cameWithoutTwin(search: string): boolean {
  return new URLSearchParams(search).get('version-switch') === 'no-twin';
}
