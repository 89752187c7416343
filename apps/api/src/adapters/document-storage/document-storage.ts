// Where application documents live: local disk in the embedded default, any S3-compatible store in
// production. Objects are never public: every read and write goes through a short-lived signed URL.

/** What the browser does with an upload URL: PUT the file's bytes with these headers. */
export type UploadTarget = { url: string; method: 'PUT'; headers: Record<string, string> };

export type UploadRequest = {
  key: string;
  contentType: string;
  /** The size the client declared; the store refuses a different one where it can (S3 signs it). */
  sizeBytes: number;
  expiresInSeconds: number;
};

export type DownloadRequest = { key: string; fileName: string; expiresInSeconds: number };

export type StoredObject = { sizeBytes: number };

export interface DocumentStorage {
  readonly driver: 'local' | 's3';
  createUploadUrl(request: UploadRequest): Promise<UploadTarget>;
  createDownloadUrl(request: DownloadRequest): Promise<string>;
  /** The object's size, or null when nothing was uploaded under the key. */
  head(key: string): Promise<StoredObject | null>;
  /** The object's first bytes, for the type check by magic bytes. */
  readStart(key: string, byteCount: number): Promise<Buffer>;
  delete(key: string): Promise<void>;
}

/** Documents of one business live under its own prefix; nothing a client sends names the key. */
export const documentKeyOf = (businessId: string, documentId: string) =>
  `businesses/${businessId}/documents/${documentId}`;
