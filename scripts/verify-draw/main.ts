#!/usr/bin/env node
// Entry point of verify-draw (bundled into scripts/verify-draw.mjs by build.ts).
import { main } from './cli.ts';

process.exitCode = await main(process.argv.slice(2), process);
