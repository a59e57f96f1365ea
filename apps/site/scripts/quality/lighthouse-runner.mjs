// Runs Lighthouse in plain Node: under tsx, esbuild's name-keeping helper (__name) leaks into
// the functions Lighthouse evaluates in the page and breaks them.
// Usage: node lighthouse-runner.mjs <baseUrl> <runs> <path>...   → prints JSON scores per run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const [baseUrl, runs, ...paths] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const results = {};
try {
  for (const path of paths) {
    results[path] = [];
    for (let run = 0; run < Number(runs); run += 1) {
      const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      const categories = result?.lhr.categories ?? {};
      results[path].push({
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
        seo: Math.round((categories.seo?.score ?? 0) * 100),
        cls: Number(result?.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0),
        tbt: Number(result?.lhr.audits['total-blocking-time']?.numericValue ?? 0),
        lcp: Number(result?.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        // Lighthouse's measure of this machine's CPU speed: a slower or busier machine scores lower.
        benchmarkIndex: Number(result?.lhr.environment?.benchmarkIndex ?? 0),
        // Audits that count towards a score (weight > 0) and did not pass.
        failing: Object.values(categories)
          .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => result?.lhr.audits[ref.id]))
          .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
          .map((audit) => audit.id),
      });
    }
  }
} finally {
  await chrome.kill();
}
process.stdout.write(JSON.stringify(results));
