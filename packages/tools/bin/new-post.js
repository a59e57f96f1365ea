#!/usr/bin/env node
import { runNewPostCli } from '../dist/scaffold.js';

process.exitCode = runNewPostCli(process.argv.slice(2));
