#!/usr/bin/env node
// `causeway api|worker|migrate|all`: runs the TypeScript entry through tsx's loader.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const tsx = require.resolve('tsx/cli');
const entry = path.join(import.meta.dirname, '../src/main.ts');
const result = spawnSync(process.execPath, [tsx, entry, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
