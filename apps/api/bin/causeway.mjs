#!/usr/bin/env node
// `causeway all|api|worker|migrate|seed`: runs the built server (dist/main.js, `npm run build`) in
// this very process, so signals (SIGTERM from systemd, SIGKILL in crash tests) reach the server
// itself. `npm run dev` runs the TypeScript sources instead.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const entry = path.join(import.meta.dirname, '../dist/main.js');
if (!existsSync(entry)) {
  console.error(
    `${entry} is missing: build the server first with \`npm run build\` (in the repository root).`,
  );
  process.exit(1);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(entry).href);
