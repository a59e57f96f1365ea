/**
 * After the build: computes the hashes of the inline scripts of every built page and writes the
 * security headers (src/server/security-headers.ts) for both servers into `build/.server/`:
 * `security-headers.json` for `pnpm serve`, `security-headers.conf` for nginx's `include`.
 * Usage: tsx scripts/security-headers.ts [--dir build]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { analyticsConfig } from '../src/analytics';
import { contentSecurityPolicy, inlineScriptHashes, nginxInclude, SECURITY_HEADERS_JSON, SECURITY_HEADERS_NGINX, securityHeaders, SERVER_CONFIG_DIR } from '../src/server/security-headers';
import { htmlFiles } from './html-files';

const { values } = parseArgs({ options: { dir: { type: 'string', default: path.join(__dirname, '..', 'build') } } });
const buildDir = path.resolve(values.dir);
const hashes = new Set<string>();
let pages = 0;
for (const file of htmlFiles(buildDir)) {
  pages += 1;
  for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) hashes.add(hash);
}
const analytics = analyticsConfig();
const headers = securityHeaders(contentSecurityPolicy([...hashes], analytics === false ? [] : analytics.scripts));
mkdirSync(path.join(buildDir, SERVER_CONFIG_DIR), { recursive: true });
writeFileSync(path.join(buildDir, SECURITY_HEADERS_JSON), `${JSON.stringify(headers, null, 2)}\n`);
writeFileSync(path.join(buildDir, SECURITY_HEADERS_NGINX), nginxInclude(headers));
console.log(`security headers: ${hashes.size} inline script hashes from ${pages} pages, analytics ${analytics === false ? 'off' : 'on'} → ${SERVER_CONFIG_DIR}/`);
