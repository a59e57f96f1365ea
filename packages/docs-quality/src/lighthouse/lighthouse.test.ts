import { describe, expect, it } from 'vitest';
import { categoryTable, type LighthouseRow } from './lighthouse';

const row = (page: string, scores: Pick<LighthouseRow, 'accessibility' | 'bestPractices' | 'seo'>, problems: string[] = []) =>
  ({ page, performance: 0, cls: 0, tbt: 0, lcp: 0, mainThreadMs: 0, scriptingMs: 0, longestTaskMs: 0, benchmarkIndex: 0, multiplier: 1, observedWorkMs: 0, failing: [], problems, slowness: [], ...scores }) satisfies LighthouseRow;

describe('categoryTable', () => {
  it('has a column for each category run, and the problems of a page under its floors', () => {
    const rows = [row('/', { accessibility: 100, bestPractices: 100, seo: 100 }), row('/docs/intro', { accessibility: 99, bestPractices: 100, seo: 100 }, ['accessibility 99'])];
    expect(categoryTable(rows, ['accessibility', 'best-practices', 'seo'])).toBe(
      ['| page | a11y | BP | SEO | result |', '| --- | --- | --- | --- | --- |', '| / | 100 | 100 | 100 | ok |', '| /docs/intro | 99 | 100 | 100 | accessibility 99 |'].join('\n'),
    );
    expect(categoryTable(rows, ['seo'])).toBe(['| page | SEO | result |', '| --- | --- | --- |', '| / | 100 | ok |', '| /docs/intro | 100 | accessibility 99 |'].join('\n'));
  });
});
