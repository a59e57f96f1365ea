// Runs Lighthouse in plain Node: under tsx, esbuild's name-keeping helper (__name) leaks into
// the functions Lighthouse evaluates in the page and breaks them.
//
// Usage: node lighthouse-runner.mjs '<json: RunnerInput, see lighthouse.ts>'  → prints RunnerOutput as JSON.
//
// The CPU slowdown is calibrated on a control page instead of Lighthouse's fixed 4×, which is
// relative to the host (a busy or slower host scores lower with the same page). Pages are loaded
// in blocks, with a load of the control page before and after each block. Lighthouse simulates
// throttling (the mobile preset's `simulate` method): it records a page unthrottled and scales
// each task by the multiplier when it scores, so every run is recorded first and scored at the
// end, each block with the multiplier that gives the control the reference main-thread work. The
// control's own work varies by about ±15% from one load to the next, so the multiplier is taken
// from the median of the four control loads nearest the block (two on each side), not from one.
// Without a control (the input's categories have no performance) each page is loaded and scored
// once per run, with the preset's own settings: those categories do not depend on the CPU.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { auditFlowArtifacts } from 'lighthouse';
import { calibratedMultiplier, nearbyControlWork } from './calibration.mjs';

const input = JSON.parse(process.argv[2]);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  // --enable-automation sets navigator.webdriver, which keeps the site's analytics off (the theme's
  // client/analytics.ts): the gates measure the site without them, as the e2e tests do.
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--enable-automation'],
});
const calibrated = input.controlUrl !== undefined;
const flags = { port: chrome.port, output: 'json', logLevel: 'error', ...(calibrated ? {} : { onlyCategories: input.categories }) };

/** Loads a page once (mobile preset): Lighthouse's report and artifacts. */
async function load(url) {
  const result = await lighthouse(url, flags);
  if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.message}`);
  return result;
}

/** Loads a page once and returns what was recorded and its unthrottled main-thread work. */
async function record(url) {
  const { lhr, artifacts } = await load(url);
  const multiplier = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  return { artifacts, observedWorkMs: lhr.audits['mainthread-work-breakdown'].numericValue / multiplier };
}

/** Scores a recorded run with the given CPU slowdown. */
async function score(artifacts, multiplier) {
  const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: multiplier };
  const flow = await auditFlowArtifacts({
    gatherSteps: [{ artifacts: { ...artifacts, settings: { ...artifacts.settings, throttling } }, flags: { ...flags, throttling } }],
  });
  return figures(flow.steps[0].lhr, multiplier);
}

/** Loads a page once (mobile preset, its own throttling) and scores it. */
async function loadAndScore(url) {
  const { lhr } = await load(url);
  return figures(lhr, lhr.configSettings.throttling.cpuSlowdownMultiplier);
}

/** A report's figures. */
function figures(lhr, multiplier) {
  const categories = lhr.categories;
  const audit = (id) => lhr.audits[id];
  const longTasks = audit('long-tasks')?.details?.items ?? [];
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    cls: Number(audit('cumulative-layout-shift')?.numericValue ?? 0),
    tbt: Number(audit('total-blocking-time')?.numericValue ?? 0),
    lcp: Number(audit('largest-contentful-paint')?.numericValue ?? 0),
    // Main-thread work and script evaluation (`bootup-time`), both scaled by the multiplier.
    mainThreadMs: Number(audit('mainthread-work-breakdown')?.numericValue ?? 0),
    scriptingMs: Number(audit('bootup-time')?.numericValue ?? 0),
    longestTaskMs: Math.max(0, ...longTasks.map((task) => Number(task.duration ?? 0))),
    // Lighthouse's own measure of the host's speed: printed, not used (it moved between 1,443 and
    // 2,325 on one machine while pages moved the other way).
    benchmarkIndex: Number(lhr.environment?.benchmarkIndex ?? 0),
    multiplier,
    // Audits that count towards a score (weight > 0) and did not pass.
    failing: Object.values(categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
      .filter((result) => result !== undefined && result.score !== null && result.score < 1 && result.scoreDisplayMode === 'binary')
      .map((result) => result.id),
  };
}

const blocks = [];
const controls = [];
const scored = { pages: Object.fromEntries(input.paths.map((path) => [path, []])), controls: [] };
/** Without a control: each page once per run, scored as loaded. */
async function scoreUncalibrated() {
  for (let run = 0; run < input.runs; run += 1) {
    for (const path of input.paths) scored.pages[path].push({ ...(await loadAndScore(`${input.baseUrl}${path}`)), observedWorkMs: 0 });
  }
}

/** The pages in blocks between loads of the control, each block scored with the multiplier its nearby controls give. */
async function scoreCalibrated() {
  controls.push(await record(input.controlUrl));
  for (let run = 0; run < input.runs; run += 1) {
    for (let start = 0; start < input.paths.length; start += input.blockSize) {
      const block = [];
      for (const path of input.paths.slice(start, start + input.blockSize)) block.push({ path, recorded: await record(`${input.baseUrl}${path}`) });
      blocks.push(block);
      controls.push(await record(input.controlUrl));
    }
  }
  for (const [index, block] of blocks.entries()) {
    const multiplier = calibratedMultiplier(input.referenceControlWorkMs, nearbyControlWork(controls.map((control) => control.observedWorkMs), index));
    scored.controls.push({ ...(await score(controls[index].artifacts, multiplier)), observedWorkMs: controls[index].observedWorkMs });
    for (const { path, recorded } of block) scored.pages[path].push({ ...(await score(recorded.artifacts, multiplier)), observedWorkMs: recorded.observedWorkMs });
  }
}

try {
  await (calibrated ? scoreCalibrated() : scoreUncalibrated());
} finally {
  await chrome.kill();
}
process.stdout.write(JSON.stringify(scored));
