import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';

const KEY_BYTES = 32;

/**
 * The key that encrypts secrets at rest (signing keys, card numbers). Production passes
 * ENCRYPTION_KEY; the embedded default keeps a generated key beside its database in DATA_DIR.
 */
export async function loadMasterKey(config: Config): Promise<Buffer> {
  if (config.encryptionKey) return Buffer.from(config.encryptionKey, 'base64');
  if (config.databaseUrl) {
    throw new Error(
      'ENCRYPTION_KEY is required with DATABASE_URL (generate one with: openssl rand -base64 32)',
    );
  }
  const file = path.join(config.dataDir, 'master.key');
  try {
    const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    if (key.length === KEY_BYTES) return key;
    throw new Error(`${file} does not hold a 32-byte base64 key`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(config.dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}
