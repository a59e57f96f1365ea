import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { loadMarketingData } from '@rainbond/docusaurus-preset';
import { marketingRoutes } from '../marketing-routes';
import type { OpenSourceAppsContent } from './opensource-apps/content-schema';
import { openSourceAppsSchema } from './opensource-apps/content-schema';

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
  it.each(['zh', 'en'])('every data file of the %s site satisfies its schema', (currentLocale) => {
    for (const route of marketingRoutes) {
      const files = 'sections' in route ? [{ file: route.sections, schema: 'sections' as const }] : Object.values(route.modules);
      for (const data of files) expect(() => loadMarketingData(contentDir, { currentLocale, defaultLocale: 'zh', locales: ['zh', 'en'] }, data)).not.toThrow();
    }
  });

  it('wants exactly the three "missing an app?" links the open-source apps page has destinations for', () => {
    const page = load<OpenSourceAppsContent>('opensourceApps/page.yml', openSourceAppsSchema);
    expect(problems(openSourceAppsSchema, { ...page, missing: { ...page.missing, links: page.missing.links.slice(0, 2) } })).toEqual(['missing.links: Too small: expected array to have exactly 3 items']);
  });
});
