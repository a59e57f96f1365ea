#!/usr/bin/env node
// A committed entry, so package managers link the command before the package is built.
import('../dist/cli.js');
