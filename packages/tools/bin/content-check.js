#!/usr/bin/env node
import { runContentCheckCli } from '../dist/content-check.js';

process.exitCode = runContentCheckCli(process.argv.slice(2));
