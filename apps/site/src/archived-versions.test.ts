import { describe, expect, it } from 'vitest';
import { archivedDocsPaths, archivedVersions, parseArchivedVersions } from './archived-versions';

describe('parseArchivedVersions', () => {
  it('reads the committed list, newest first', () => {
    expect(archivedVersions[0]).toEqual({ label: 'V5.16', href: 'https://v5.16-docs.rainbond.com/docs/' });
  });

  it('names the entry and the key that is wrong', () => {
    expect(() => parseArchivedVersions({})).toThrow('archived-versions.data.json must be an array');
    expect(() => parseArchivedVersions([{ version: '5.9', label: 'V5.9' }])).toThrow('archived-versions.data.json[0]: "href" must be a non-empty string, got undefined');
    expect(() => parseArchivedVersions([{ version: '5.9', label: 'V5.9', href: 'ftp://x' }])).toThrow('"href" must be an https URL');
  });

  it('sends an address of an archived version to that version\'s site', () => {
    // What the theme's not-found page does with each rule: the first that matches rewrites the path.
    const movedTo = (path: string) => {
      const rule = archivedDocsPaths.find(({ pattern }) => new RegExp(pattern).test(path));
      return rule === undefined ? null : path.replace(new RegExp(rule.pattern), rule.to);
    };
    expect(movedTo('/docs/5.16/get-start/intro')).toBe('https://v5.16-docs.rainbond.com/docs/get-start/intro');
    expect(movedTo('/docs/5.10')).toBe('https://v5.10-docs.rainbond.com/docs/');
    expect(movedTo('/docs/5.160/x')).toBeNull();
    expect(archivedDocsPaths).toHaveLength(1);
  });
});
