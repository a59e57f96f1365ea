import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * A `require` that loads Docusaurus's packages (the classic preset, its theme and plugins) as the
 * site's `@docusaurus/preset-classic` does. Package managers may install several copies of them
 * side by side; the classic theme, the plugins the preset wraps and the components the browser
 * gets must be one copy, the site's, or React contexts and global data part ways.
 */
export function classicRequire(siteDir: string): NodeJS.Require {
  const requireFromSite = createRequire(path.join(siteDir, 'package.json'));
  try {
    return createRequire(requireFromSite.resolve('@docusaurus/preset-classic'));
  } catch {
    throw new Error('@rainbond/docusaurus-preset needs @docusaurus/preset-classic installed in the site (a peer dependency)');
  }
}
