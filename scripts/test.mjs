// `npm test`: every suite. Unit and API suites (vitest; the API suite also on PostgreSQL when
// TEST_DATABASE_URL is set), then the browser journeys against a freshly built and started server
// (the e2e config runs the built `causeway` bin: apps/api/dist and apps/web/dist).
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

function run(command, args) {
  console.info(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

ensureChromium();
run('npx', ['vitest', 'run']);
run('npm', ['run', 'build', '--workspace', '@causeway/api']);
run('npm', ['run', 'build', '--workspace', '@causeway/web']);
run('npm', ['test', '--workspace', '@causeway/e2e']);
