// Proves the theme is reusable: packs @rainbond/docusaurus-theme and @rainbond/ui as a registry
// would publish them, installs the tarballs into ./site (a different site: other title, logo,
// links, one locale) outside the workspace, builds it, and checks that its pages show its own
// configuration and nothing of Rainbond's.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const packages = join(here, '..', '..');
const work = mkdtempSync(join(tmpdir(), 'theme-reuse-'));
const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

const pack = (dir) => {
  const output = run('pnpm', ['pack', '--pack-destination', work], join(packages, dir)).trim().split('\n');
  return output[output.length - 1];
};
const themeTarball = pack('theme');
const uiTarball = pack('ui');
console.log(`packed ${themeTarball}\npacked ${uiTarball}`);

const site = join(work, 'site');
cpSync(join(here, 'site'), site, { recursive: true });
const docusaurus = JSON.parse(readFileSync(join(packages, 'theme', 'package.json'), 'utf8')).devDependencies['@docusaurus/core'];
writeFileSync(
  join(site, 'package.json'),
  JSON.stringify(
    {
      name: 'acme-docs',
      private: true,
      dependencies: {
        '@docusaurus/core': docusaurus,
        '@docusaurus/preset-classic': docusaurus,
        '@rainbond/docusaurus-theme': `file:${themeTarball}`,
        react: '19.3.1',
        'react-dom': '19.3.1',
      },
      // The kit is not on a registry yet: resolve the theme's dependency on it to its tarball.
      pnpm: { overrides: { '@rainbond/ui': `file:${uiTarball}` } },
    },
    null,
    2,
  ),
);
run('pnpm', ['install', '--prefer-offline', '--ignore-workspace', '--config.confirmModulesPurge=false', '--reporter=silent'], site);
run('pnpm', ['exec', 'docusaurus', 'build'], site);

const html = (path) => readFileSync(join(site, 'build', path), 'utf8');
const failures = [];
const expectIn = (path, text) => html(path).includes(text) || failures.push(`${path} does not show "${text}"`);
const expectNotIn = (path, pattern) => pattern.test(html(path)) && failures.push(`${path} shows ${pattern}`);

// Marketing header on the home page, docs navbar on the doc page, the footer on both.
expectIn('index.html', 'Welcome to Acme Cloud');
expectIn('index.html', 'Acme Cloud</span>');
expectIn('index.html', 'Resources');
expectIn('docs/intro/index.html', 'navbar__title');
// Diagrams are drawn at build time by the theme's remark plugin.
expectIn('docs/intro/index.html', 'role="img" aria-label="Push an image"');
for (const page of ['index.html', 'docs/intro/index.html']) {
  expectIn(page, 'Acme runs your workloads while you sleep.');
  expectIn(page, 'Copyright © 2026 Acme Example Ltd.');
  expectIn(page, 'https://acme.example/try');
}
const pages = readdirSync(join(site, 'build'), { recursive: true }).filter((file) => String(file).endsWith('.html'));
for (const page of pages) expectNotIn(String(page), /Rainbond|goodrain|京ICP|rainbond\.com/);

if (failures.length > 0) {
  console.error(`theme reuse test failed:\n${failures.join('\n')}\n(site left in ${site})`);
  process.exit(1);
}
console.log(`theme reuse test: ${pages.length} pages of the Acme site built from the packed theme, none mentions Rainbond`);
