// Proves the content packages are real packages: packs every packages/content-* as a registry would
// publish it (`pnpm pack`, which runs their prepack build), unpacks each tarball into the
// node_modules of a temporary copy of the site (the committed files of apps/site, outside the
// workspace), and builds that copy with `rainbond-docs build`. The site's other dependencies are
// the workspace's own, linked: the theme, preset and kit have their own packing test
// (`pnpm test:reuse`), and linking keeps one copy of React and Docusaurus. So the build reads the
// content only from the packed files: a file missing from a package's `files` fails the build or
// drops its pages. Then: a route of every content package in every locale is there, and, when
// apps/site/build exists (as in `pnpm test`, after `pnpm build`), the copy built exactly the same
// pages. Prints the time of each step.
//
//   node scripts/content-packages-test.mjs [--locale zh|en] [--keep]
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({ options: { locale: { type: 'string' }, keep: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } } });
if (options.help) {
  console.log('usage: node scripts/content-packages-test.mjs [--locale <locale>] [--keep]\n  builds the site from the packed content packages (both locales unless --locale) and checks their pages');
  process.exit(0);
}

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = join(repo, 'apps/site');
const work = mkdtempSync(join(tmpdir(), 'content-packages-'));
const started = Date.now();
const timings = [];
const step = (name, action) => {
  const at = Date.now();
  const result = action();
  timings.push([name, (Date.now() - at) / 1000]);
  return result;
};
const run = (command, args, cwd, env = {}) => execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', env: { ...process.env, DOCUSAURUS_TELEMETRY: 'off', ...env } });

/** Every content package of the workspace, packed: package name → tarball. */
const tarballs = step('pack', () => {
  const packages = readdirSync(join(repo, 'packages')).filter((entry) => entry.startsWith('content-')).sort();
  return new Map(
    packages.map((entry) => {
      const dir = join(repo, 'packages', entry);
      const name = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name;
      const lines = run('pnpm', ['pack', '--pack-destination', work], dir).trim().split('\n');
      return [name, lines[lines.length - 1]];
    }),
  );
});

const site = join(work, 'site');
step('site copy', () => {
  // The committed files of the site, without its tests.
  const files = run('git', ['ls-files', '-z', '--', '.'], siteDir).split('\0').filter(Boolean);
  for (const file of files.filter((candidate) => !/^(e2e|scripts)\/|\.test\.tsx?$|^(playwright|vitest)\.config\./.test(candidate))) {
    mkdirSync(dirname(join(site, file)), { recursive: true });
    cpSync(join(siteDir, file), join(site, file));
  }
  const manifest = JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8'));
  const dependencies = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  const missing = [...tarballs.keys()].filter((name) => !dependencies.includes(name));
  if (missing.length > 0) throw new Error(`apps/site does not depend on ${missing.join(', ')}: the site would not build those packages`);
  for (const name of dependencies) {
    const target = join(site, 'node_modules', name);
    mkdirSync(dirname(target), { recursive: true });
    if (tarballs.has(name)) {
      // What a package manager does with a tarball of a package without dependencies: its files, as packed.
      mkdirSync(target);
      run('tar', ['-xzf', tarballs.get(name), '-C', target, '--strip-components=1'], work);
    } else {
      symlinkSync(realpathSync(join(siteDir, 'node_modules', name)), target);
    }
  }
  // The bins (docusaurus, rainbond-docs): pnpm's shims find their package beside the folder they are called from.
  symlinkSync(join(siteDir, 'node_modules/.bin'), join(site, 'node_modules/.bin'));
});

const preset = realpathSync(join(siteDir, 'node_modules/@rainbond/docusaurus-preset'));
const localeArgs = options.locale === undefined ? [] : ['--locale', options.locale];
const binPath = { PATH: `${join(site, 'node_modules/.bin')}:${process.env.PATH}` };
step(`build (${options.locale ?? 'every locale'})`, () => run(process.execPath, [join(preset, 'dist/cli.js'), 'build', ...localeArgs], site, binPath));

const build = join(site, 'build');
const failures = [];
const locales = options.locale === undefined ? ['zh', 'en'] : [options.locale];
const prefixOf = (locale) => (locale === 'en' ? '/en' : '');
/** A route of each content package (and its static files), built from the packed files only. */
const expected = {
  '@rainbond/content-docs-latest': ['/docs/quick-start/quick-install', '/docs/api/application/bindVolumes'],
  '@rainbond/content-docs-5.17': ['/docs/5.17'],
  '@rainbond/content-blog': ['/blog/whatrainbond'],
  '@rainbond/content-pages': ['/case/boe', '/usescene/x86ToArm', '/privacy', '/feature/devops'],
};
const htmlOf = (route) => [`${route}.html`, `${route}/index.html`].map((file) => join(build, file)).find((file) => existsSync(file));
for (const name of tarballs.keys()) {
  if (expected[name] === undefined) failures.push(`no route to check for ${name}: add one to scripts/content-packages-test.mjs`);
}
for (const [name, routes] of Object.entries(expected)) {
  for (const locale of locales) {
    for (const route of routes.map((path) => `${prefixOf(locale)}${path}`)) {
      if (htmlOf(route) === undefined) failures.push(`${name}: no page ${route}`);
    }
  }
}
for (const file of ['openapi/latest.json', 'openapi/5.17.json']) if (!existsSync(join(build, file))) failures.push(`no ${file} (the docs packages' static/)`);
// Labels from the packages: the version labels (version.json) and, in English, a sidebar category (i18n/en.json).
const page = (route) => readFileSync(htmlOf(route) ?? join(build, 'missing'), 'utf8');
for (const locale of locales) {
  const docs = page(`${prefixOf(locale)}/docs/quick-start/quick-install`);
  for (const label of ['V6.2', 'V5.17']) if (!docs.includes(`>${label}<`)) failures.push(`${prefixOf(locale)}/docs/quick-start/quick-install: no version label ${label}`);
  if (locale === 'en' && !docs.includes('>Quick start<')) failures.push('/en/docs/quick-start/quick-install: no English sidebar label "Quick start"');
}

/** The pages of a build, as paths of its HTML files. */
const pagesOf = (dir, only) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html') && !file.startsWith('pagefind/'))
    .filter((file) => only === undefined || (only === 'en') === file.startsWith('en/'))
    .sort();
const built = pagesOf(build);
const reference = join(siteDir, 'build');
let comparison = 'apps/site/build not found: compared with the expected routes only';
if (existsSync(reference)) {
  const normal = new Set(pagesOf(reference, options.locale === undefined ? undefined : options.locale === 'en' ? 'en' : 'zh'));
  const fromTarballs = new Set(built);
  const lost = [...normal].filter((file) => !fromTarballs.has(file));
  const extra = built.filter((file) => !normal.has(file));
  for (const file of lost.slice(0, 20)) failures.push(`built by pnpm build but not from the tarballs: ${file}`);
  for (const file of extra.slice(0, 20)) failures.push(`built from the tarballs but not by pnpm build: ${file}`);
  if (lost.length + extra.length > 40) failures.push(`… ${lost.length} pages missing and ${extra.length} extra in all`);
  comparison = `the same ${normal.size} pages as apps/site/build`;
}

console.log('| step | seconds |');
console.log('| --- | --- |');
for (const [name, seconds] of timings) console.log(`| ${name} | ${seconds.toFixed(1)} |`);
console.log(`| total | ${((Date.now() - started) / 1000).toFixed(1)} |`);
if (failures.length > 0) {
  console.error(`content packages test failed:\n${failures.join('\n')}\n(site left in ${relative(process.cwd(), site) || site})`);
  process.exit(1);
}
console.log(`content packages test: ${tarballs.size} packed packages, ${built.length} pages built from them (${locales.join(', ')}), ${comparison}`);
if (!options.keep) rmSync(work, { recursive: true, force: true });
