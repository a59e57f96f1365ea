import { readFile, writeFile } from 'node:fs/promises';
import { htmlFiles } from '../postbuild/html-files';
import { holdScripts } from './held-scripts';

/**
 * Holds the scripts of every page in the build (a step of `rainbond-docs postbuild`, after every
 * plugin has written its pages: the route sections add their chunk's script tag in `postBuild`).
 * Returns how many pages were held and how many start at load.
 */
export async function holdPageScripts(buildDir: string): Promise<{ held: number; atLoad: number }> {
  let held = 0;
  let atLoad = 0;
  for (const file of htmlFiles(buildDir)) {
    const html = await readFile(file, 'utf8');
    const result = holdScripts(html);
    if (result === html) {
      if (html.includes(' defer></script>')) atLoad += 1;
      continue;
    }
    await writeFile(file, result);
    held += 1;
  }
  return { held, atLoad };
}
