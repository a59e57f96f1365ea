import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { speculationRules, UNTIL_HYDRATED_ATTRIBUTE } from './speculation-rules';

/** Built from `start-on-intent.browser.ts` by the package build (tsup.config.ts). */
const STARTER = path.join(__dirname, 'start-on-intent.min.js');

/**
 * Pages that load like static pages (option `appStart: 'intent'`): `rainbond-docs postbuild` holds
 * every page's own scripts (`held-scripts.ts`), and this plugin adds the inline script that starts
 * them on the reader's first intent (`start-on-intent.browser.ts`), so a reader who only reads
 * runs none of them. Docusaurus, React, the theme and swizzled components are unchanged: the same
 * app hydrates the same HTML, later. Until then, speculation rules make a followed link open at once.
 */
export default function appStartPlugin(context: LoadContext): Plugin {
  const starter = readFileSync(STARTER, 'utf8').trim();
  const rules = { tagName: 'script', attributes: { type: 'speculationrules', [UNTIL_HYDRATED_ATTRIBUTE]: true }, innerHTML: JSON.stringify(speculationRules(context.baseUrl)) };
  return {
    name: 'rainbond-app-start',
    injectHtmlTags: () => ({ headTags: [rules], postBodyTags: [{ tagName: 'script', attributes: {}, innerHTML: starter }] }),
    getClientModules: () => [path.join(__dirname, 'client', 'report-early-changes.js')],
  };
}
