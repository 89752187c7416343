import path from 'node:path';
import { z } from 'zod';
import type { DocumentStorage } from './document-storage.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { S3DocumentStorage, type S3Settings } from './s3-storage.ts';
import { storageSecretOf } from './signed-url.ts';

export * from './document-storage.ts';
export * from './file-type.ts';
export { LOCAL_STORAGE_PATH, LocalDiskStorage } from './local-disk-storage.ts';

const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

/** The storage's environment variables, spread into the API's environment schema. */
export const documentStorageEnvironmentShape = {
  /** local (DATA_DIR/documents, the embedded default) or s3 (any S3-compatible store). */
  DOCUMENT_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().trim().optional(),
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  /** Largest document accepted, in bytes (10 MB by default, as Stripe's identity documents). */
  DOCUMENT_MAX_BYTES: z.coerce.number().int().min(1_024).max(104_857_600).default(10_485_760),
  /** How long an upload or download link works. */
  DOCUMENT_URL_TTL_SECONDS: z.coerce.number().int().min(30).max(3_600).default(600),
};

export type DocumentStorageConfig = {
  driver: 'local' | 's3';
  localDir: string;
  s3: S3Settings | undefined;
  maxBytes: number;
  urlTtlSeconds: number;
};

type StorageEnvironment = z.output<z.ZodObject<typeof documentStorageEnvironmentShape>>;

/** The storage settings from the parsed environment; S3 needs its bucket (named in the error). */
export function documentStorageConfigOf(env: StorageEnvironment, dataDir: string): DocumentStorageConfig {
  if (env.DOCUMENT_STORAGE === 's3' && !env.S3_BUCKET) {
    throw new Error('  S3_BUCKET: required with DOCUMENT_STORAGE=s3');
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error('  S3_ACCESS_KEY_ID: set together with S3_SECRET_ACCESS_KEY');
  }
  return {
    driver: env.DOCUMENT_STORAGE,
    localDir: path.join(dataDir, 'documents'),
    s3:
      env.DOCUMENT_STORAGE === 's3'
        ? {
            bucket: env.S3_BUCKET!,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            credentials:
              env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : undefined,
    maxBytes: env.DOCUMENT_MAX_BYTES,
    urlTtlSeconds: env.DOCUMENT_URL_TTL_SECONDS,
  };
}

export function createDocumentStorage(
  config: DocumentStorageConfig,
  { publicUrl, masterKey }: { publicUrl: string; masterKey: Buffer },
): DocumentStorage {
  if (config.driver === 's3' && config.s3) return new S3DocumentStorage(config.s3);
  return new LocalDiskStorage({ rootDir: config.localDir, publicUrl, secret: storageSecretOf(masterKey) });
}
