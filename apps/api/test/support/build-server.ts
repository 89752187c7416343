// Vitest global set-up of the API projects: builds dist/main.js (`npm run build`), so tests that run
// the `causeway` bin as a process (test/operations, test/ledger/crash) run the code under test.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export default function buildServer() {
  // Set by `npm test` (scripts/test.mjs), which builds once before every project, and for a quick
  // run of suites that never start the bin.
  if (process.env.SKIP_SERVER_BUILD === '1') return;
  const script = path.join(import.meta.dirname, '../../scripts/build.mjs');
  const result = spawnSync(process.execPath, [script], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stdout}${result.stderr}`);
}
