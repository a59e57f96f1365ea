#!/usr/bin/env node
import { runContentCheckCli } from '../dist/content-check-cli.js';

process.exitCode = runContentCheckCli(process.argv.slice(2));
