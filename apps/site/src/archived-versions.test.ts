import { describe, expect, it } from 'vitest';
import { archivedVersions, parseArchivedVersions } from './archived-versions';

describe('parseArchivedVersions', () => {
  it('reads the committed list, newest first', () => {
    expect(archivedVersions[0]).toEqual({ label: 'V5.16', href: 'https://v5.16-docs.rainbond.com/docs/' });
  });

  it('names the entry and the key that is wrong', () => {
    expect(() => parseArchivedVersions({})).toThrow('archived-versions.data.json must be an array');
    expect(() => parseArchivedVersions([{ version: '5.9', label: 'V5.9' }])).toThrow('archived-versions.data.json[0]: "href" must be a non-empty string, got undefined');
    expect(() => parseArchivedVersions([{ version: '5.9', label: 'V5.9', href: 'ftp://x' }])).toThrow('"href" must be an https URL');
  });
});
