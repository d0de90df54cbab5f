#!/usr/bin/env node
// The CLI's bundle entry (dist/cli/index.js): runs main.ts with the process's arguments and exits with its code.
import { main } from './main.js';
import { processIo } from './io.js';

process.exitCode = await main(process.argv.slice(2), processIo());
