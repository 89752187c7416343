import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '../../lib/crypto.ts';

// The local-disk store's signed URLs: an HMAC over what the URL allows (the operation, the key,
// the expiry, and for an upload its content type and size), so changing any of them breaks it.

export type SignedGrant = {
  operation: 'put' | 'get';
  key: string;
  expiresAtMs: number;
  contentType: string;
  sizeBytes: number;
};

const canonical = (grant: SignedGrant) =>
  [grant.operation, grant.key, grant.expiresAtMs, grant.contentType, grant.sizeBytes].join('\n');

export function signGrant(secret: Buffer, grant: SignedGrant): string {
  return createHmac('sha256', secret).update(canonical(grant)).digest('base64url');
}

/** Whether the signature is the grant's own and the grant has not expired at `nowMs`. */
export function grantIsValid(secret: Buffer, grant: SignedGrant, signature: string, nowMs: number): boolean {
  return constantTimeEqual(signGrant(secret, grant), signature) && grant.expiresAtMs > nowMs;
}

/** A secret of its own for the storage links, derived from the master key. */
export function storageSecretOf(masterKey: Buffer): Buffer {
  return createHmac('sha256', masterKey).update('causeway/document-storage/v1').digest();
}
