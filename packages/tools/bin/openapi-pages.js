#!/usr/bin/env node
import { runOpenApiPagesCli } from '../dist/openapi-pages.js';

process.exitCode = runOpenApiPagesCli(process.argv.slice(2));
