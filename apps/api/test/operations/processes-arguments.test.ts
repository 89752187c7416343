import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROCESSES_MAX, parseArguments, UsageError } from '../../src/cluster/arguments.ts';
import { processCount } from '../../src/cluster/process-count.ts';
import { StartupError } from '../../src/lifecycle.ts';
import { testEngine } from '../support/test-database.ts';
import {
  BIN,
  childPids,
  exitCode,
  freePort,
  healthy,
  killGroup,
  type Running,
  START_TIMEOUT_MS,
  start,
  stop,
} from './processes.ts';

describe('parseArguments: causeway <command> [--processes N]', () => {
  it('reads the command (all by default) and the process count in either spelling', () => {
    expect(parseArguments([])).toEqual({ command: 'all', processes: undefined });
    expect(parseArguments(['api'])).toEqual({ command: 'api', processes: undefined });
    expect(parseArguments(['api', '--processes', '4'])).toEqual({ command: 'api', processes: 4 });
    expect(parseArguments(['all', `--processes=${PROCESSES_MAX}`])).toEqual({
      command: 'all',
      processes: PROCESSES_MAX,
    });
    expect(parseArguments(['--processes', '1', 'api'])).toEqual({ command: 'api', processes: 1 });
  });

  it.each([
    [['api', '--processes', '0'], '--processes must be a whole number from 1 to 64, not "0"'],
    [['api', '--processes', '65'], '--processes must be a whole number from 1 to 64, not "65"'],
    [['api', '--processes', '2.5'], 'not "2.5"'],
    [['api', '--processes', 'many'], 'not "many"'],
    [['api', '--processes', ' 2'], 'not " 2"'],
    [['api', '--processes'], '--processes needs a whole number from 1 to 64'],
    [['api', '--processes', '-2'], '--processes needs a whole number from 1 to 64'],
    [
      ['worker', '--processes', '2'],
      '--processes applies to `causeway api` and `causeway all`, not to `worker`',
    ],
    [['migrate', '--processes', '2'], 'not to `migrate`'],
    [['api', '--process', '2'], 'unknown option "--process"'],
    [['serve'], 'unknown command "serve"'],
    [['api', 'worker'], 'unexpected argument "worker"'],
  ])('%j is a usage error: %s', (argv, message) => {
    expect(() => parseArguments(argv)).toThrow(UsageError);
    expect(() => parseArguments(argv)).toThrow(message);
  });
});

describe('processCount: how many API processes a command runs on an engine', () => {
  it('PostgreSQL: what was asked; else one per core (bounded) for api, one for all', () => {
    const postgres = { engine: 'postgres', cores: 8 } as const;
    expect(processCount({ ...postgres, command: 'api', requested: 3 })).toBe(3);
    expect(processCount({ ...postgres, command: 'all', requested: 3 })).toBe(3);
    expect(processCount({ ...postgres, command: 'api', requested: undefined })).toBe(8);
    expect(processCount({ ...postgres, command: 'all', requested: undefined })).toBe(1);
    expect(processCount({ ...postgres, command: 'api', requested: undefined, cores: 1 })).toBe(1);
    expect(processCount({ ...postgres, command: 'api', requested: undefined, cores: 512 })).toBe(
      PROCESSES_MAX,
    );
  });

  it('PGlite: one, and more than one asked for is refused, naming DATABASE_URL', () => {
    const pglite = { engine: 'pglite', cores: 8 } as const;
    expect(processCount({ ...pglite, command: 'api', requested: undefined })).toBe(1);
    expect(processCount({ ...pglite, command: 'all', requested: 1 })).toBe(1);
    for (const command of ['api', 'all'] as const) {
      expect(() => processCount({ ...pglite, command, requested: 2 })).toThrow(StartupError);
      expect(() => processCount({ ...pglite, command, requested: 2 })).toThrow(
        /PGlite.*one process only.*DATABASE_URL/,
      );
    }
  });
});

let running: Running | undefined;
const dataDirs: string[] = [];
afterEach(() => {
  killGroup(running);
  running = undefined;
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function embedded() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'causeway-processes-'));
  dataDirs.push(dataDir);
  return { dataDir, environment: { DATA_DIR: dataDir, PUBLIC_URL: 'http://causeway.test' } };
}

describe('the `causeway` bin refuses a bad --processes before it opens anything', () => {
  it.each([[['api', '--processes', '0']], [['api', '--processes']], [['worker', '--processes', '2']]])(
    'causeway %j: exit 2, the reason and the usage, no stack trace',
    async (argv) => {
      const { dataDir, environment } = embedded();
      running = start([process.execPath, BIN, ...argv], environment, { port: await freePort() });
      expect(await exitCode(running, START_TIMEOUT_MS)).toBe(2);
      expect(running.output()).toMatch(/^causeway: --processes /);
      expect(running.output()).toContain('usage: causeway <all|api|worker|migrate|seed> [--processes N]');
      expect(running.output()).not.toMatch(/^\s+at /m);
      expect(readdirSync(dataDir)).toEqual([]);
    },
  );

  it('`causeway api --processes 2` on the embedded PGlite: exit 1, says why and what to do instead', async () => {
    const { dataDir, environment } = embedded();
    running = start([process.execPath, BIN, 'api', '--processes', '2'], environment, {
      port: await freePort(),
    });
    expect(await exitCode(running, START_TIMEOUT_MS)).toBe(1);
    expect(running.output()).toContain(
      '--processes 2: the embedded database (PGlite, in DATA_DIR) can be open in one process only.',
    );
    expect(running.output()).toContain('set DATABASE_URL to a PostgreSQL database');
    expect(running.output()).not.toMatch(/^\s+at /m);
    // Refused before the database was created or opened.
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });
});

// Starting PGlite migrates it in the process: slow, so only in the PGlite run.
describe.skipIf(testEngine !== 'pglite')('`causeway api` on PGlite without --processes', () => {
  it('serves from one process: no API processes are forked', async () => {
    const { environment } = embedded();
    running = start([process.execPath, BIN, 'api'], environment, { port: await freePort() });
    await healthy(running, 120_000);
    expect(childPids(running.child.pid!)).toEqual([]);
    expect(running.output()).not.toContain('API process');
    expect(await stop(running)).toBe(0);
  }, 180_000);
});
