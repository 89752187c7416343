import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentStorage, DownloadRequest, UploadRequest } from './document-storage.ts';
import { signGrant } from './signed-url.ts';

/** Where the API serves the local store's signed URLs (apps/api/src/modules/onboarding/storage-routes.ts). */
export const LOCAL_STORAGE_PATH = '/api/storage/objects';

/**
 * The embedded default: files under DATA_DIR/documents, written and read only through URLs the
 * API signed and serves itself.
 */
export class LocalDiskStorage implements DocumentStorage {
  readonly driver = 'local' as const;

  constructor(
    private readonly options: { rootDir: string; publicUrl: string; secret: Buffer; now?: () => number },
  ) {}

  /** The file of a key; keys are ours (businesses/<uuid>/documents/<uuid>), never a client's. */
  pathOf(key: string): string {
    if (!/^businesses\/[0-9a-f-]{36}\/documents\/[0-9a-f-]{36}$/.test(key)) {
      throw new Error('Not a document key');
    }
    return path.join(this.options.rootDir, key);
  }

  private urlOf(request: { key: string }, query: Record<string, string>) {
    return `${this.options.publicUrl}${LOCAL_STORAGE_PATH}/${request.key}?${new URLSearchParams(query)}`;
  }

  private nowMs() {
    return (this.options.now ?? Date.now)();
  }

  async createUploadUrl(request: UploadRequest) {
    const expiresAtMs = this.nowMs() + request.expiresInSeconds * 1000;
    const grant = {
      operation: 'put' as const,
      key: request.key,
      expiresAtMs,
      contentType: request.contentType,
      sizeBytes: request.sizeBytes,
    };
    const url = this.urlOf(request, {
      expires: String(expiresAtMs),
      contentType: request.contentType,
      size: String(request.sizeBytes),
      signature: signGrant(this.options.secret, grant),
    });
    return { url, method: 'PUT' as const, headers: { 'content-type': request.contentType } };
  }

  async createDownloadUrl(request: DownloadRequest) {
    const expiresAtMs = this.nowMs() + request.expiresInSeconds * 1000;
    const grant = { operation: 'get' as const, key: request.key, expiresAtMs, contentType: '', sizeBytes: 0 };
    return this.urlOf(request, {
      expires: String(expiresAtMs),
      signature: signGrant(this.options.secret, grant),
    });
  }

  async head(key: string) {
    try {
      const info = await stat(this.pathOf(key));
      return { sizeBytes: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async readStart(key: string, byteCount: number) {
    const file = await open(this.pathOf(key), 'r');
    try {
      const buffer = Buffer.alloc(byteCount);
      const { bytesRead } = await file.read(buffer, 0, byteCount, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  }

  async delete(key: string) {
    await rm(this.pathOf(key), { force: true });
  }

  /** Writes an upload whole: to a temporary file first, then renamed, so no half file is ever read. */
  async write(key: string, bytes: Buffer) {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.${Date.now()}.part`;
    const file = await open(temporary, 'wx', 0o600);
    try {
      await file.writeFile(bytes);
    } finally {
      await file.close();
    }
    await rename(temporary, target);
  }
}
