import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { loadMarketingData } from '@rainbond/docusaurus-preset';
import type { MarketplaceContent } from './marketplace/content-schema';
import { marketplaceSchema } from './marketplace/content-schema';
import type { OpenSourceAppsContent } from './opensource-apps/content-schema';
import { openSourceAppsSchema } from './opensource-apps/content-schema';
import type { PartnersContent } from './partners/content-schema';
import { partnersSchema } from './partners/content-schema';
import type { XinchuangContent } from './xinchuang/content-schema';
import { xinchuangSchema } from './xinchuang/content-schema';

const contentDir = path.dirname(createRequire(import.meta.url).resolve('@rainbond/content-pages/package.json'));

/** The English copy of a page, as the plugin loads it. */
function load<Content>(file: string, schema: z.ZodType): Content {
  return loadMarketingData(contentDir, { currentLocale: 'en', defaultLocale: 'zh', locales: ['en'] }, { file, schema }) as Content;
}

/** What the schema says about `content`, every problem at once, each with its key. */
function problems(schema: z.ZodType, content: unknown): string[] {
  return schema.safeParse(content).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
}

describe('marketing page schemas', () => {
  it('names a partner whose kind is neither app nor plugin', () => {
    const page = load<PartnersContent>('partners/page.yml', partnersSchema);
    const partners = [{ ...page.directory.partners[0], kind: 'vendor' }, ...page.directory.partners.slice(1)];
    expect(problems(partnersSchema, { ...page, directory: { ...page.directory, partners } })).toEqual(['directory.partners.0.kind: Invalid option: expected one of "app"|"plugin"']);
  });

  it('wants exactly the three "missing an app?" links the open-source apps page has destinations for', () => {
    const page = load<OpenSourceAppsContent>('opensourceApps/page.yml', openSourceAppsSchema);
    expect(problems(openSourceAppsSchema, { ...page, missing: { ...page.missing, links: page.missing.links.slice(0, 2) } })).toEqual(['missing.links: Too small: expected array to have exactly 3 items']);
  });

  it('requires the xinchuang cards to link to a path on this site', () => {
    const page = load<XinchuangContent>('xinchuang/page.yml', xinchuangSchema);
    const items = [{ ...page.install.items[0], href: 'https://example.com' }, ...page.install.items.slice(1)];
    expect(problems(xinchuangSchema, { ...page, install: { ...page.install, items } })).toEqual(['install.items.0.href: must be a path on this site (start with /)']);
  });

  it('names a missing marketplace key and an unknown one', () => {
    const page = load<MarketplaceContent>('marketplace/page.yml', marketplaceSchema);
    const types: Partial<MarketplaceContent['types']> & { helmRemove: string } = { ...page.types, helmRemove: 'x' };
    delete types.helmUpdate;
    expect(problems(marketplaceSchema, { ...page, types })).toEqual(['types.helmUpdate: Invalid input: expected string, received undefined', 'types: Unrecognized key: "helmRemove"']);
  });
});
