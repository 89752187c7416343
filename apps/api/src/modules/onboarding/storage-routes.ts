import { createReadStream } from 'node:fs';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  detectDocumentType,
  LocalDiskStorage,
  MAGIC_BYTES_NEEDED,
} from '../../adapters/document-storage/index.ts';
import {
  grantIsValid,
  type SignedGrant,
  storageSecretOf,
} from '../../adapters/document-storage/signed-url.ts';
import { apiError, notFound } from '../../lib/errors.ts';

const EXTENSIONS = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

type ObjectParams = { businessId: string; documentId: string };

const keyOf = (params: ObjectParams) => `businesses/${params.businessId}/documents/${params.documentId}`;

/** The grant a URL's query claims, checked against its signature (403 when tampered or expired). */
function grantOf(request: FastifyRequest, operation: 'put' | 'get', secret: Buffer): SignedGrant {
  const query = request.query as Record<string, string | undefined>;
  const params = request.params as ObjectParams;
  const grant: SignedGrant = {
    operation,
    key: keyOf(params),
    expiresAtMs: Number(query.expires),
    contentType: operation === 'put' ? (query.contentType ?? '') : '',
    sizeBytes: operation === 'put' ? Number(query.size) : 0,
  };
  if (
    !Number.isSafeInteger(grant.expiresAtMs) ||
    !grantIsValid(secret, grant, query.signature ?? '', Date.now())
  ) {
    throw apiError('invalid_upload_link');
  }
  return grant;
}

/** Reads the request body up to `limit` bytes; one byte more is 413 and the rest is not read. */
async function readBody(request: FastifyRequest, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of request.raw) {
    total += (chunk as Buffer).length;
    if (total > limit) throw apiError('payload_too_large', 'The file is larger than its upload link allows.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, total);
}

/**
 * The embedded store's signed URLs (adapters/document-storage/local-disk-storage.ts): PUT writes a
 * document, GET reads it as an attachment. The signature is the only permission: there is no
 * sign-in on these URLs, as on an S3 presigned URL. Registered only for the local driver.
 */
export const documentStorageRoutes: FastifyPluginAsync = async (app) => {
  const { documentStorage, masterKey } = app.services;
  if (!(documentStorage instanceof LocalDiskStorage)) return;
  const secret = storageSecretOf(masterKey);
  // The body is the file itself: read here as a stream, never parsed as JSON.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const path = '/storage/objects/businesses/:businessId/documents/:documentId';
  const options = { config: { public: true }, schema: { hide: true } };

  app.put(path, options, async (request, reply) => {
    const grant = grantOf(request, 'put', secret);
    const sentType = String(request.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    if (sentType !== grant.contentType) throw apiError('invalid_upload_link');
    const declared = Number(request.headers['content-length'] ?? Number.NaN);
    if (declared > grant.sizeBytes) {
      throw apiError('payload_too_large', 'The file is larger than its upload link allows.');
    }
    const bytes = await readBody(request, grant.sizeBytes);
    if (bytes.length !== grant.sizeBytes) {
      throw apiError('bad_request', 'The file is not the size its upload link was made for.');
    }
    await documentStorage.write(grant.key, bytes);
    return reply.code(204).send();
  });

  app.get(path, options, async (request, reply) => {
    const grant = grantOf(request, 'get', secret);
    const stored = await documentStorage.head(grant.key);
    if (!stored) throw notFound('Document');
    const type = detectDocumentType(await documentStorage.readStart(grant.key, MAGIC_BYTES_NEEDED));
    return reply
      .header('content-type', type ?? 'application/octet-stream')
      .header('content-length', String(stored.sizeBytes))
      .header('content-disposition', `attachment; filename="document.${type ? EXTENSIONS[type] : 'bin'}"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(documentStorage.pathOf(grant.key)));
  });
};
