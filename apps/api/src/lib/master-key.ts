import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { type Config, ConfigError } from '../config.ts';
import type { Database } from '../db/client.ts';
import { signingKeys } from '../db/schema/index.ts';
import { decryptText } from './crypto.ts';

const KEY_BYTES = 32;

/**
 * The key that encrypts secrets at rest (signing keys, card numbers). Production passes
 * ENCRYPTION_KEY; the embedded default keeps a generated key beside its database in DATA_DIR.
 */
export async function loadMasterKey(config: Config): Promise<Buffer> {
  if (config.encryptionKey) return Buffer.from(config.encryptionKey, 'base64');
  if (config.databaseUrl) {
    throw new ConfigError(
      'ENCRYPTION_KEY is required with DATABASE_URL (generate one with: openssl rand -base64 32)',
    );
  }
  const file = masterKeyFile(config);
  try {
    const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    if (key.length === KEY_BYTES) return key;
    throw new ConfigError(`${file} does not hold a 32-byte base64 key`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(config.dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}

const masterKeyFile = (config: Config) => path.join(config.dataDir, 'master.key');

/**
 * Stops the start when the key cannot read what this database already holds (another
 * ENCRYPTION_KEY than the one it was set up with): AES-GCM would otherwise fail later, deep in a
 * request, with "Unsupported state or unable to authenticate data". A database without secrets
 * yet accepts any key.
 */
export async function assertMasterKeyFits(db: Database, key: Buffer, config: Config): Promise<void> {
  const [sample] = await db
    .select({ sealed: signingKeys.privateJwkEncrypted })
    .from(signingKeys)
    .orderBy(desc(signingKeys.createdAt))
    .limit(1);
  if (!sample) return;
  try {
    decryptText(key, sample.sealed);
  } catch {
    const source = config.encryptionKey
      ? 'ENCRYPTION_KEY'
      : `the generated key in ${masterKeyFile(config)} (ENCRYPTION_KEY is not set)`;
    throw new ConfigError(
      `ENCRYPTION_KEY does not match this database: ${source} cannot decrypt the secrets stored in ${
        config.databaseUrl ? 'the database at DATABASE_URL' : config.dataDir
      }. Start with the key the database was set up with; a new key cannot read the signing keys and card numbers already stored.`,
    );
  }
}
