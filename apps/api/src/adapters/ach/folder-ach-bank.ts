import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AchBank, AchFileText } from './ach-bank.ts';

// Production ACH: files in folders that the operators' SFTP job moves to and from the bank.
//   outbox/            published files: what the SFTP job sends (it must skip dot-folders)
//   outbox/.staging/   files written inside a cutting transaction, not yet committed
//   outbox/.discarded/ staged files whose transaction never committed (kept for a person to see)
//   inbox/             return and NOC files the bank sent
//   inbox/processed/   files read and applied;  inbox/rejected/  files that could not be read

const STAGING = '.staging';
const DISCARDED = '.discarded';
const TEMP_MARK = '.tmp-';
/** A staged file this old without its ach_files row belongs to a transaction that rolled back or died. */
export const STAGED_ORPHAN_AGE_MS = 10 * 60_000;
/** An incoming file younger than this may still be being uploaded (a bank that writes in place). */
export const INCOMING_SETTLE_MS = 5_000;
const INCOMING_FILES_MAX = 50;
/** A file name we write or read: no folders, no hidden files. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export type FolderAchBankOptions = {
  outboxDir: string;
  inboxDir: string;
  incomingSettleMs?: number;
  stagedOrphanAgeMs?: number;
  now?: () => number;
};

/** Writes `content` to `target` atomically: a temporary name in the same folder, then a rename. */
async function writeAtomically(target: string, content: string) {
  const temporary = `${target}${TEMP_MARK}${process.pid}-${randomBytes(4).toString('hex')}`;
  await writeFile(temporary, content, { encoding: 'utf8', flag: 'wx' });
  try {
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function filesIn(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && SAFE_NAME.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

function assertSafeName(fileName: string) {
  if (!SAFE_NAME.test(fileName) || fileName.includes(TEMP_MARK))
    throw new Error(`not an ACH file name: ${JSON.stringify(fileName)}`);
}

export class FolderAchBank implements AchBank {
  private readonly staging: string;
  private readonly incomingSettleMs: number;
  private readonly stagedOrphanAgeMs: number;
  private readonly now: () => number;

  constructor(private readonly options: FolderAchBankOptions) {
    this.staging = path.join(options.outboxDir, STAGING);
    this.incomingSettleMs = options.incomingSettleMs ?? INCOMING_SETTLE_MS;
    this.stagedOrphanAgeMs = options.stagedOrphanAgeMs ?? STAGED_ORPHAN_AGE_MS;
    this.now = options.now ?? Date.now;
  }

  async deliver(file: AchFileText): Promise<void> {
    assertSafeName(file.fileName);
    await mkdir(this.staging, { recursive: true });
    await writeAtomically(path.join(this.staging, file.fileName), file.content);
  }

  async publishStaged(committed: (fileNames: string[]) => Promise<Set<string>>): Promise<void> {
    const names = await filesIn(this.staging);
    const staged = names.filter((name) => !name.includes(TEMP_MARK));
    const known = staged.length > 0 ? await committed(staged) : new Set<string>();
    for (const name of names) {
      const from = path.join(this.staging, name);
      // A rename within one file system is atomic: the SFTP job sees the whole file or nothing.
      if (known.has(name)) {
        await rename(from, path.join(this.options.outboxDir, name));
        continue;
      }
      const ageMs = this.now() - (await stat(from)).mtimeMs;
      if (ageMs < this.stagedOrphanAgeMs) continue;
      if (name.includes(TEMP_MARK)) await rm(from, { force: true });
      else {
        await mkdir(path.join(this.options.outboxDir, DISCARDED), { recursive: true });
        await rename(from, path.join(this.options.outboxDir, DISCARDED, name));
      }
    }
  }

  async incomingFiles(): Promise<AchFileText[]> {
    const files: AchFileText[] = [];
    for (const fileName of await filesIn(this.options.inboxDir)) {
      if (fileName.includes(TEMP_MARK)) continue;
      const full = path.join(this.options.inboxDir, fileName);
      if (this.now() - (await stat(full)).mtimeMs < this.incomingSettleMs) continue;
      files.push({ fileName, content: await readFile(full, 'utf8') });
      if (files.length >= INCOMING_FILES_MAX) break;
    }
    return files;
  }

  async markProcessed(fileName: string): Promise<void> {
    await this.moveIncoming(fileName, 'processed');
  }

  async markRejected(fileName: string, reason: string): Promise<void> {
    await this.moveIncoming(fileName, 'rejected');
    await writeAtomically(
      path.join(this.options.inboxDir, 'rejected', `${fileName}.error.txt`),
      `${reason}\n`,
    );
  }

  private async moveIncoming(fileName: string, folder: 'processed' | 'rejected') {
    assertSafeName(fileName);
    const target = path.join(this.options.inboxDir, folder);
    await mkdir(target, { recursive: true });
    try {
      await rename(path.join(this.options.inboxDir, fileName), path.join(target, fileName));
    } catch (error) {
      // Another worker moved it first: the file is where it belongs.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
