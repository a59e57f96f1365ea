import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMarketingData } from '@rainbond/docusaurus-preset';
import { marketingRoutes } from '../../marketing-routes';
import { featurePageSchema } from './content-schema';

const contentDir = path.dirname(createRequire(import.meta.url).resolve('@rainbond/content-pages/package.json'));

describe('feature page content', () => {
  it.each(['zh', 'en'])('every data file of the %s site satisfies its schema', (currentLocale) => {
    for (const route of marketingRoutes) {
      for (const data of Object.values(route.modules)) {
        expect(() => loadMarketingData(contentDir, { currentLocale, defaultLocale: 'zh', locales: ['zh', 'en'] }, data)).not.toThrow();
      }
    }
  });

  it("requires each of the page's diagram labels, and only those", () => {
    const page = loadMarketingData(contentDir, { currentLocale: 'en', defaultLocale: 'zh', locales: ['en'] }, { file: 'feature/devops.yml', schema: featurePageSchema('devops') }) as {
      solution: { diagram: Record<string, string> };
    };
    const labels: Record<string, string> = { ...page.solution.diagram, extra: 'x' };
    delete labels.rollback;
    const changed = { ...page, solution: { ...page.solution, diagram: labels } };
    const issues = featurePageSchema('devops').safeParse(changed).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(issues).toEqual(['solution.diagram.rollback: Invalid input: expected string, received undefined', 'solution.diagram: Unrecognized key: "extra"']);
  });
});
