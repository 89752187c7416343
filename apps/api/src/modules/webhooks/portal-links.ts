import { createHmac } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { constantTimeEqual } from '../../lib/crypto.ts';
import { notFound } from '../../lib/errors.ts';
import { authorizeBusiness } from '../tenancy/access.ts';
import type { Actor } from '../tenancy/actor.ts';

/** A portal link works for this long after it is made (Svix's app-portal links are as short). */
export const PORTAL_LINK_LIFETIME_MS = 5 * 60_000;
export const WEBHOOK_PORTAL_PATH = '/webhook-portal';

type Grant = { businessId: string; userId: string; expiresAtMs: number };

const keyOf = (masterKey: Buffer) =>
  createHmac('sha256', masterKey).update('causeway/webhook-portal/v1').digest();
/** 128 bits of HMAC-SHA256: enough against forgery, and the token fits one path segment (≤ 100 characters). */
const sign = (masterKey: Buffer, payload: string) =>
  createHmac('sha256', keyOf(masterKey)).update(payload).digest().subarray(0, 16).toString('base64url');

const uuidBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');
const uuidOf = (bytes: Buffer) =>
  bytes.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/** business id (16 bytes) | user id (16 bytes) | expiry in seconds (6 bytes), base64url. */
function encodeGrant(grant: Grant): string {
  const expiry = Buffer.alloc(6);
  expiry.writeUIntBE(grant.expiresAtMs / 1000, 0, 6);
  return Buffer.concat([uuidBytes(grant.businessId), uuidBytes(grant.userId), expiry]).toString('base64url');
}

/**
 * GET /businesses/{id}/webhooks/accessLink: a signed URL of our webhook portal page, for this
 * business and this person, valid for 5 minutes. The link alone grants nothing: the page still
 * runs with the signed-in session, and the API checks developerTools on every call.
 */
export function createPortalLink(
  masterKey: Buffer,
  publicUrl: string,
  grant: Omit<Grant, 'expiresAtMs'>,
  nowMs: number,
) {
  // Whole seconds: the token carries the expiry in seconds.
  const expiresAtMs = Math.ceil((nowMs + PORTAL_LINK_LIFETIME_MS) / 1000) * 1000;
  const payload = encodeGrant({ ...grant, expiresAtMs });
  const token = `${payload}.${sign(masterKey, payload)}`;
  return {
    url: `${publicUrl}${WEBHOOK_PORTAL_PATH}?token=${encodeURIComponent(token)}`,
    expiresAt: new Date(expiresAtMs).toISOString(),
  };
}

function readToken(masterKey: Buffer, token: string): Grant | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0 || !constantTimeEqual(signature, sign(masterKey, payload)))
    return null;
  const bytes = Buffer.from(payload, 'base64url');
  if (bytes.length !== 38) return null;
  return {
    businessId: uuidOf(bytes.subarray(0, 16)),
    userId: uuidOf(bytes.subarray(16, 32)),
    expiresAtMs: bytes.readUIntBE(32, 6) * 1000,
  };
}

/**
 * The business a portal link opens, for the person it was made for, while it is valid and while
 * they still hold developerTools there. Anything else is 404, as an unknown link.
 */
export async function openPortalLink(
  db: Database,
  masterKey: Buffer,
  actor: Actor,
  token: string,
  nowMs: number,
) {
  const grant = readToken(masterKey, token);
  if (!grant || grant.userId !== actor.userId || grant.expiresAtMs < nowMs) throw notFound('Link');
  const access = await authorizeBusiness(db, actor, grant.businessId, 'developerTools');
  return {
    businessId: access.business.id,
    businessName: access.business.name,
    expiresAt: new Date(grant.expiresAtMs).toISOString(),
  };
}
