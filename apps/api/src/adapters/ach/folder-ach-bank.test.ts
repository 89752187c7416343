import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FolderAchBank } from './folder-ach-bank.ts';

let root: string;
let outboxDir: string;
let inboxDir: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'causeway-ach-'));
  outboxDir = path.join(root, 'outbox');
  inboxDir = path.join(root, 'inbox');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const bankAt = (nowMs = Date.now()) =>
  new FolderAchBank({
    outboxDir,
    inboxDir,
    incomingSettleMs: 1_000,
    stagedOrphanAgeMs: 60_000,
    now: () => nowMs,
  });
const committedOnly = (names: string[]) => async (asked: string[]) =>
  new Set(asked.filter((name) => names.includes(name)));
const visible = async (dir: string) =>
  (await readdir(dir, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

describe('FolderAchBank outgoing files', () => {
  it('stages a file out of the SFTP job’s sight and publishes it once its row is committed', async () => {
    const bank = bankAt();
    await bank.deliver({ fileName: 'a.ach', content: 'AAA' });
    expect(await visible(outboxDir)).toEqual([]);
    await bank.publishStaged(committedOnly([]));
    expect(await visible(outboxDir)).toEqual([]);
    await bank.publishStaged(committedOnly(['a.ach']));
    expect(await visible(outboxDir)).toEqual(['a.ach']);
    expect(await readFile(path.join(outboxDir, 'a.ach'), 'utf8')).toBe('AAA');
    expect(await visible(path.join(outboxDir, '.staging'))).toEqual([]);
  });

  it('delivering the same name again replaces it with no temporary file left behind', async () => {
    const bank = bankAt();
    await bank.deliver({ fileName: 'b.ach', content: 'one' });
    await bank.deliver({ fileName: 'b.ach', content: 'one' });
    expect(await visible(path.join(outboxDir, '.staging'))).toEqual(['b.ach']);
  });

  it('sets aside a staged file no transaction committed once it is old', async () => {
    await bankAt().deliver({ fileName: 'lost.ach', content: 'x' });
    await bankAt(Date.now() + 120_000).publishStaged(committedOnly([]));
    expect(await visible(outboxDir)).toEqual([]);
    expect(await visible(path.join(outboxDir, '.discarded'))).toEqual(['lost.ach']);
  });

  it('refuses a name that would leave the folder', async () => {
    await expect(bankAt().deliver({ fileName: '../escape.ach', content: 'x' })).rejects.toThrow(
      'not an ACH file name',
    );
  });
});

describe('FolderAchBank incoming files', () => {
  it('offers settled files by name, then moves them to processed/ or rejected/', async () => {
    const bank = bankAt(Date.now() + 10_000);
    await bank.incomingFiles(); // no inbox yet: nothing, no error
    await mkdir(inboxDir, { recursive: true });
    await writeFile(path.join(inboxDir, 'r2.ach'), 'second');
    await writeFile(path.join(inboxDir, 'r1.ach'), 'first');
    await writeFile(path.join(inboxDir, '.hidden'), 'no');
    expect(await bank.incomingFiles()).toEqual([
      { fileName: 'r1.ach', content: 'first' },
      { fileName: 'r2.ach', content: 'second' },
    ]);
    await bank.markProcessed('r1.ach');
    await bank.markRejected('r2.ach', 'line 1: bad record');
    expect(await bank.incomingFiles()).toEqual([]);
    expect(await visible(path.join(inboxDir, 'processed'))).toEqual(['r1.ach']);
    expect(await readFile(path.join(inboxDir, 'rejected', 'r2.ach.error.txt'), 'utf8')).toBe(
      'line 1: bad record\n',
    );
    // Another worker moved it first: no error.
    await bank.markProcessed('r1.ach');
  });

  it('leaves a file that may still be uploading', async () => {
    await mkdir(inboxDir, { recursive: true });
    const file = path.join(inboxDir, 'fresh.ach');
    await writeFile(file, 'partial');
    const nowMs = Date.now();
    await utimes(file, new Date(nowMs), new Date(nowMs));
    expect(await bankAt(nowMs + 500).incomingFiles()).toEqual([]);
    expect(await bankAt(nowMs + 1_500).incomingFiles()).toHaveLength(1);
  });
});
