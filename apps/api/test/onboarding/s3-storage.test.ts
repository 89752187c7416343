import { describe, expect, it } from 'vitest';
import { S3DocumentStorage } from '../../src/adapters/document-storage/s3-storage.ts';

// The production store's URLs, as the SDK's presigner makes them; no request leaves the process.
const storage = new S3DocumentStorage({
  bucket: 'causeway-documents',
  region: 'eu-west-1',
  endpoint: 'https://s3.example.net',
  forcePathStyle: true,
  credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example' },
});
const KEY = 'businesses/4f1c2b7e-1111-4a2b-9c3d-000000000001/documents/4f1c2b7e-2222-4a2b-9c3d-000000000002';

describe('S3DocumentStorage presigned URLs', () => {
  it('signs an upload of one key, its content type and exact length, expiring', async () => {
    const upload = await storage.createUploadUrl({
      key: KEY,
      contentType: 'application/pdf',
      sizeBytes: 2048,
      expiresInSeconds: 600,
    });
    const url = new URL(upload.url);
    expect(url.origin).toBe('https://s3.example.net');
    expect(url.pathname).toBe(`/causeway-documents/${KEY}`);
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(
      /^AKIAEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request$/,
    );
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
      expect.arrayContaining(['content-length', 'content-type', 'host']),
    );
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // Never public: no ACL is asked for.
    expect(url.searchParams.has('x-amz-acl')).toBe(false);
    expect(upload).toMatchObject({ method: 'PUT', headers: { 'content-type': 'application/pdf' } });
  });

  it('signs a download as an attachment, not cached', async () => {
    const url = new URL(
      await storage.createDownloadUrl({ key: KEY, fileName: 'EIN letter.pdf', expiresInSeconds: 120 }),
    );
    expect(url.pathname).toBe(`/causeway-documents/${KEY}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('120');
    expect(url.searchParams.get('response-content-disposition')).toBe(
      "attachment; filename*=UTF-8''EIN%20letter.pdf",
    );
    expect(url.searchParams.get('response-cache-control')).toBe('no-store');
  });
});
