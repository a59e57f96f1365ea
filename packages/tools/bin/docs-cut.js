#!/usr/bin/env node
import { runDocsCutCli } from '../dist/docs-versions.js';

process.exitCode = runDocsCutCli(process.argv.slice(2));
