#!/usr/bin/env node
require('../dist/cli.js').runCli(process.argv.slice(2));
