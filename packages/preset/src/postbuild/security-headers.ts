/**
 * After the build: computes the hashes of the inline scripts of every built page and writes the
 * security headers (../server/security-headers.ts) for both servers into `build/.server/`:
 * `security-headers.json` for `rainbond-docs serve`, `security-headers.conf` for nginx's `include`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, inlineScriptHashes, nginxInclude, SECURITY_HEADERS_JSON, SECURITY_HEADERS_NGINX, securityHeaders, SERVER_CONFIG_DIR } from '../server/security-headers';
import type { SiteManifest } from '../site-manifest-file';
import { htmlFiles } from './html-files';

export function writeSecurityHeaders(buildDir: string, site: SiteManifest): void {
  const hashes = new Set<string>();
  let pages = 0;
  for (const file of htmlFiles(buildDir)) {
    pages += 1;
    for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) hashes.add(hash);
  }
  const headers = securityHeaders(contentSecurityPolicy([...hashes], site.analyticsScripts));
  mkdirSync(path.join(buildDir, SERVER_CONFIG_DIR), { recursive: true });
  writeFileSync(path.join(buildDir, SECURITY_HEADERS_JSON), `${JSON.stringify(headers, null, 2)}\n`);
  writeFileSync(path.join(buildDir, SECURITY_HEADERS_NGINX), nginxInclude(headers));
  console.log(`security headers: ${hashes.size} inline script hashes from ${pages} pages, analytics ${site.analyticsScripts.length === 0 ? 'off' : 'on'} → ${SERVER_CONFIG_DIR}/`);
}
