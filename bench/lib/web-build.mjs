// The web app built as `npm run build -w @causeway/web` builds it (the bundle, then the prerendered
// first screens), into a temporary folder of the benchmark's own so a running build or end-to-end
// run holding apps/web/dist is never swapped.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const WEB = path.join(import.meta.dirname, '../../apps/web');

/** Builds the web app into a new folder named after `purpose`; answers the folder. */
export function buildWebInto(purpose) {
  const webDist = mkdtempSync(path.join(os.tmpdir(), `causeway-${purpose}-`));
  const steps = [
    ['npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn']],
    ['node', ['scripts/prerender.mjs', '--outDir', webDist]],
  ];
  for (const [command, args] of steps) {
    const result = spawnSync(command, args, { cwd: WEB, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`building the web app failed: ${command} ${args.join(' ')}`);
  }
  return webDist;
}
