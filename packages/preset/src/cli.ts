#!/usr/bin/env node
/**
 * rainbond-docs: what a site built with @rainbond/docusaurus-preset runs around Docusaurus.
 *   rainbond-docs build [docusaurus build options]   the build, failing on any warning
 *   rainbond-docs postbuild [--dir build]             locale alternates, search index, security headers, precompression
 *   rainbond-docs serve [--port 3000] [--host 127.0.0.1] [--dir build]   the production server
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildStrict } from './postbuild/build-strict';
import { postbuild } from './postbuild/postbuild';
import { serve } from './postbuild/serve';

const USAGE = `Usage:
  rainbond-docs build [docusaurus build options]
  rainbond-docs postbuild [--dir build]
  rainbond-docs serve [--port 3000] [--host 127.0.0.1] [--dir build]`;

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...args] = argv;
  if (command === 'build') return buildStrict(args);
  if (command === undefined || command === '--help') {
    console.log(USAGE);
    return command === undefined ? 1 : 0;
  }
  const { values } = parseArgs({
    args: [...args],
    options: {
      dir: { type: 'string', default: 'build' },
      port: { type: 'string', default: '3000' },
      host: { type: 'string', default: '127.0.0.1' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const dir = path.resolve(values.dir);
  if (command === 'postbuild') {
    await postbuild(dir);
    return 0;
  }
  if (command === 'serve') {
    serve({ root: dir, port: Number(values.port), host: values.host });
    return 0;
  }
  console.error(USAGE);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code !== 0) process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
