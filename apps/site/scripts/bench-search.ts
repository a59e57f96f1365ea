/**
 * `pnpm bench:search`: the local search in figures, in headless Chromium against the built site.
 * Prints, per locale, the Pagefind index (pages per docs version and type, bytes on disk), the bytes
 * a reader downloads for a first query, and p50/p95 latency of 40 fixed queries (20 per locale),
 * each timed from `search()` until the first 5 results are loaded.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from '@rainbond/docs-quality';
import qualityConfig from '../docs-quality.config';
import { parseArgs } from 'node:util';

// No arguments; `--help` prints the usage, anything else is an error (parseArgs is strict).
if (parseArgs({ options: { help: { type: 'boolean', default: false } } }).values.help) {
  console.log('Usage: pnpm bench:search (after pnpm build); no arguments');
  process.exit(0);
}

const QUERIES = {
  zh: ['安装', '离线安装', '网关策略', '离线交付', '应用市场', '自动构建', '组件伸缩', '持久化存储', '环境变量', '微服务', '信创', '鲲鹏', 'Helm 部署', '镜像仓库', '访问令牌', '数据迁移', '升级', '集群', '插件', '证书'],
  en: ['install', 'offline install', 'gateway', 'helm chart', 'app store', 'auto build', 'autoscaling', 'storage', 'environment variables', 'microservice', 'arm64', 'kubernetes', 'dockerfile', 'registry', 'access token', 'migration', 'upgrade', 'cluster', 'plugin', 'certificate'],
} as const;
const LOCALES = [
  { name: 'zh', language: 'zh-cn', path: '/docs' },
  { name: 'en', language: 'en-us', path: '/en/docs' },
] as const;

const siteDir = path.join(__dirname, '..');
const pagefindDir = path.join(siteDir, 'build', 'pagefind');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

function indexBytes(language: string): number {
  let total = 0;
  for (const folder of ['index', 'fragment', 'filter']) {
    for (const file of readdirSync(path.join(pagefindDir, folder))) if (file.startsWith(`${language}_`)) total += statSync(path.join(pagefindDir, folder, file)).size;
  }
  return total;
}

async function main(): Promise<void> {
  const entry = JSON.parse(readFileSync(path.join(pagefindDir, 'pagefind-entry.json'), 'utf8')) as { version: string; languages: Record<string, { page_count: number }> };
  const server = await startServer({ command: qualityConfig.serve, cwd: siteDir }, 4187, path.join(siteDir, 'build'));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const rows: string[] = [];
  try {
    for (const locale of LOCALES) {
      const page = await browser.newPage();
      let fetched = 0;
      page.on('response', async (response) => {
        if (!response.url().includes('/pagefind/')) return;
        // Bytes on the wire (after gzip), as the browser received them.
        fetched += (await response.request().sizes()).responseBodySize;
      });
      await page.goto(`${server.baseUrl}${locale.path}`, { waitUntil: 'networkidle' });
      fetched = 0;
      const run = (query: string) =>
        page.evaluate(async (q) => {
          const bundle = '/pagefind/pagefind.js'; // a browser URL, not a module of this script
          const pagefind = await import(bundle);
          const started = performance.now();
          const search = await pagefind.search(q);
          await Promise.all(search.results.slice(0, 5).map((result: { data: () => Promise<unknown> }) => result.data()));
          return { ms: performance.now() - started, hits: search.results.length as number };
        }, query);
      const first = await run(QUERIES[locale.name][0]);
      await page.waitForLoadState('networkidle');
      const firstQueryBytes = fetched;
      const filters = (await page.evaluate(async () => {
        const bundle = '/pagefind/pagefind.js';
        return (await import(bundle)).filters();
      })) as Record<string, Record<string, number>>;
      const timings: number[] = [first.ms];
      for (const query of QUERIES[locale.name].slice(1)) timings.push((await run(query)).ms);
      const versions = Object.entries(filters.version ?? {}).map(([name, count]) => `${name} ${count}`).join(', ');
      const types = Object.entries(filters.type ?? {}).map(([name, count]) => `${name} ${count}`).join(', ');
      rows.push(
        `| ${locale.name} | ${entry.languages[locale.language]?.page_count ?? 0} | ${versions} | ${types} | ${kb(indexBytes(locale.language))} | ${kb(firstQueryBytes)} | ${percentile(timings, 50).toFixed(1)} ms | ${percentile(timings, 95).toFixed(1)} ms |`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
    server.stop();
  }
  console.log(`\nSearch benchmark (Pagefind ${entry.version}, ${QUERIES.zh.length + QUERIES.en.length} queries, headless Chromium)`);
  console.log('| locale | pages | pages per version | pages per type | index on disk | first query downloads | p50 | p95 |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
