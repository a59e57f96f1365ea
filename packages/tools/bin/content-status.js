#!/usr/bin/env node
import { runContentStatusCli } from '../dist/content-status.js';

process.exitCode = runContentStatusCli(process.argv.slice(2));
