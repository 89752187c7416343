import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { DocumentStorage, DownloadRequest, UploadRequest } from './document-storage.ts';

export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible store's address (MinIO, R2, Spaces); AWS itself when unset. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Static keys; when unset the SDK's default chain (role, instance profile) provides them. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

/**
 * Production: any S3-compatible store through the SDK's presigner. The upload URL signs the
 * content type and the exact length, so the store itself refuses a different file; the bucket
 * stays private (no ACL is ever set) and downloads are presigned GETs.
 */
export class S3DocumentStorage implements DocumentStorage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
    });
  }

  async createUploadUrl(request: UploadRequest) {
    const command = new PutObjectCommand({
      Bucket: this.settings.bucket,
      Key: request.key,
      ContentType: request.contentType,
      ContentLength: request.sizeBytes,
    });
    const url = await getSignedUrl(this.client, command, {
      expiresIn: request.expiresInSeconds,
      // Sign these headers so the browser must send exactly them.
      signableHeaders: new Set(['content-type', 'content-length']),
    });
    return { url, method: 'PUT' as const, headers: { 'content-type': request.contentType } };
  }

  async createDownloadUrl(request: DownloadRequest) {
    const command = new GetObjectCommand({
      Bucket: this.settings.bucket,
      Key: request.key,
      ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(request.fileName)}`,
      ResponseCacheControl: 'no-store',
    });
    return getSignedUrl(this.client, command, { expiresIn: request.expiresInSeconds });
  }

  async head(key: string) {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }),
      );
      return { sizeBytes: answer.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async readStart(key: string, byteCount: number) {
    const answer = await this.client.send(
      new GetObjectCommand({ Bucket: this.settings.bucket, Key: key, Range: `bytes=0-${byteCount - 1}` }),
    );
    const bytes = await answer.Body?.transformToByteArray();
    return Buffer.from(bytes ?? []);
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }
}
