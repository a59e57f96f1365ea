#!/usr/bin/env node
import { runDocsRetireCli } from '../dist/docs-versions.js';

process.exitCode = runDocsRetireCli(process.argv.slice(2));
