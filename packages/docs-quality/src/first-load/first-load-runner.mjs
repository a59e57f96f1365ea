// Lighthouse for the first-load benchmark, in plain Node (see ../lighthouse/lighthouse-runner.mjs
// for why not under tsx). Lighthouse's own mobile preset, uncalibrated (4× simulated CPU
// slowdown): the benchmark compares each page with the same page stripped of its scripts, loaded
// one right after the other, so both meet the host in the same state.
//
// Usage: node first-load-runner.mjs '{"pages":[{"path","url","strippedUrl"}],"runs":3}' → prints JSON:
// { "<path>": { "page": Run[], "stripped": Run[] } }, Run = { performance, tbt, lcp, scripts: [{ url, transferBytes }] }.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const input = JSON.parse(process.argv[2]);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  // --enable-automation keeps the site's analytics off, as in the quality gates.
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--enable-automation'],
});

async function measure(url) {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: Number(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    lcp: Number(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    scripts: requests.filter((request) => request.resourceType === 'Script').map((request) => ({ url: request.url, transferBytes: Number(request.transferSize ?? 0) })),
  };
}

const results = Object.fromEntries(input.pages.map((page) => [page.path, { page: [], stripped: [] }]));
try {
  for (let run = 0; run < input.runs; run += 1) {
    for (const page of input.pages) {
      // Alternate which goes first, so neither always meets a host just warmed by the other.
      const order = run % 2 === 0 ? ['page', 'stripped'] : ['stripped', 'page'];
      for (const kind of order) results[page.path][kind].push(await measure(kind === 'page' ? page.url : page.strippedUrl));
    }
  }
} finally {
  await chrome.kill();
}
process.stdout.write(JSON.stringify(results));
