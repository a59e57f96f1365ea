#!/usr/bin/env node
import { runNewDocCli } from '../dist/scaffold.js';

process.exitCode = runNewDocCli(process.argv.slice(2));
