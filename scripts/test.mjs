// `npm test`: every suite. Unit and API suites (vitest; the API suite also on PostgreSQL when
// TEST_DATABASE_URL is set), then the browser journeys against a freshly built and started server
// (the e2e config runs the built `causeway` bin: apps/api/dist and apps/web/dist).
import { spawn, spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

function run(command, args) {
  console.info(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Starts a command beside the others, keeping its output until it ends so it does not interleave. */
function start(command, args) {
  const child = spawn(command, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const status = new Promise((resolve) => {
    child.on('close', (code) => {
      console.info(`\n> ${command} ${args.join(' ')}\n${Buffer.concat(output).toString()}`);
      resolve(code ?? 1);
    });
  });
  return { child, status };
}

ensureChromium();
// The API bundle first: some API suites run the `causeway` bin, and the journeys run it too. Built
// once here, so the API projects' global set-up skips its own build (one per engine otherwise).
run('npm', ['run', 'build', '--workspace', '@causeway/api']);
// The web build needs nothing from the tests: it runs beside them and fills the cores the last,
// longest test files leave idle, instead of adding its own minute after them.
const webBuild = start('npm', ['run', 'build', '--workspace', '@causeway/web']);
// Not spawnSync: the web build's output must keep draining while the tests run.
console.info('\n> npx vitest run');
const tests = spawn('npx', ['vitest', 'run'], {
  stdio: 'inherit',
  env: { ...process.env, SKIP_SERVER_BUILD: '1' },
});
const testsStatus = await new Promise((resolve) => tests.on('close', (code) => resolve(code ?? 1)));
if (testsStatus !== 0) {
  webBuild.child.kill();
  process.exit(testsStatus);
}
const webBuildStatus = await webBuild.status;
if (webBuildStatus !== 0) process.exit(webBuildStatus);
run('npm', ['test', '--workspace', '@causeway/e2e']);
