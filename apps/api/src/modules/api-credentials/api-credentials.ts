import { randomUUID } from 'node:crypto';
import type { ApiCredential, CreateApiCredentialBody } from '@causeway/contracts';
import { grantsOnBusiness } from '@causeway/domain';
import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { apiCredentials, businesses, users } from '../../db/schema/index.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { apiError, forbidden, notFound } from '../../lib/errors.ts';
import type { BusinessAccess } from '../tenancy/access.ts';
import type { Actor } from '../tenancy/actor.ts';

/** Active (neither revoked nor expired) credentials a business may hold at once. */
export const API_CREDENTIALS_PER_BUSINESS_MAX = 25;
const DAY_MS = 86_400_000;

/**
 * Prefixes make a leaked value recognisable to secret scanners and to a person reading a log.
 * The secret is 256 random bits, so its SHA-256 is as safe to keep as a slow hash of a password
 * would be (nothing to guess); the client id is public.
 */
export const CLIENT_ID_PREFIX = 'cw_client_';
export const CLIENT_SECRET_PREFIX = 'cw_secret_';
export const newClientId = () => `${CLIENT_ID_PREFIX}${randomToken(15)}`;
export const newClientSecret = () => `${CLIENT_SECRET_PREFIX}${randomToken(32)}`;
export const hashClientSecret = (secret: string) => sha256Hex(secret);

type CredentialRow = typeof apiCredentials.$inferSelect;

export function credentialStatus(
  row: Pick<CredentialRow, 'revokedAt' | 'expiresAt'>,
  nowMs: number,
): ApiCredential['status'] {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= nowMs ? 'expired' : 'active';
}

const creators = alias(users, 'creators');

function credentialView(
  row: CredentialRow & { businessName: string; creatorFirstName: string; creatorLastName: string },
  nowMs: number,
): ApiCredential {
  return {
    id: row.id,
    businessId: row.businessId,
    businessName: row.businessName,
    name: row.name,
    clientId: row.clientId,
    permissions: row.permissions,
    status: credentialStatus(row, nowMs),
    createdBy: {
      id: row.createdByUserId,
      name: `${row.creatorFirstName} ${row.creatorLastName}`.trim(),
    },
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Credentials of the given businesses (a business and the programs its caller sees), newest first. */
async function readCredentials(db: Database, businessIds: readonly string[], credentialId?: string) {
  if (businessIds.length === 0) return [];
  return db
    .select({
      credential: apiCredentials,
      businessName: businesses.name,
      creatorFirstName: creators.firstName,
      creatorLastName: creators.lastName,
    })
    .from(apiCredentials)
    .innerJoin(creators, eq(creators.id, apiCredentials.createdByUserId))
    .innerJoin(businesses, eq(businesses.id, apiCredentials.businessId))
    .where(
      and(
        inArray(apiCredentials.businessId, [...businessIds]),
        credentialId ? eq(apiCredentials.id, credentialId) : undefined,
      ),
    )
    .orderBy(desc(apiCredentials.createdAt), desc(apiCredentials.id));
}

const view = (row: Awaited<ReturnType<typeof readCredentials>>[number], nowMs: number) =>
  credentialView({ ...row.credential, ...row }, nowMs);

/**
 * The credentials of the business and of the programs under it that the caller sees (an
 * organisation's developers manage its programs' credentials too), newest first, whatever their
 * status.
 */
export async function listApiCredentials(db: Database, access: BusinessAccess, nowMs = Date.now()) {
  const rows = await readCredentials(db, managedBusinessIds(access));
  return { credentials: rows.map((row) => view(row, nowMs)) };
}

const managedBusinessIds = (access: BusinessAccess) => [
  ...new Set([access.business.id, ...(access.covered ? access.visibleBusinessIds : [])]),
];

/**
 * A credential is made by a person, never by another credential: a system cannot mint itself a
 * longer-lived key or pass its access on.
 */
function assertPerson(actor: Actor) {
  if (actor.context.credential)
    throw forbidden('API credentials are managed by people, not by other credentials.');
}

/**
 * Creates a credential with some of the creator's own permissions on the business (more is
 * refused, 403), and its acting user: a users row with the credential's id and name and no way to
 * sign in (no email, phone, password or Google subject). The secret is answered once here and kept
 * only as its hash.
 */
export async function createApiCredential(
  db: Database,
  actor: Actor,
  access: BusinessAccess,
  input: CreateApiCredentialBody,
  nowMs = Date.now(),
): Promise<{ credential: ApiCredential; clientSecret: string }> {
  assertPerson(actor);
  const notHeld = input.permissions.filter(
    (permission) => !grantsOnBusiness(actor.context.userRoles, permission, access.business),
  );
  if (notHeld.length > 0)
    throw apiError(
      'api_credential_permission_not_held',
      `You do not hold ${notHeld.join(', ')} on this business, so a credential cannot have it.`,
    );
  const businessId = access.business.id;
  const clientSecret = newClientSecret();
  const id = randomUUID();
  await db.transaction(async (tx) => {
    // The count and the insert under one lock of the business: two requests cannot both take the
    // last place.
    await tx.execute(sql`select 1 from businesses where id = ${businessId} for no key update`);
    const [active] = await tx
      .select({ total: count() })
      .from(apiCredentials)
      .where(
        and(
          eq(apiCredentials.businessId, businessId),
          isNull(apiCredentials.revokedAt),
          gt(apiCredentials.expiresAt, new Date(nowMs)),
        ),
      );
    if ((active?.total ?? 0) >= API_CREDENTIALS_PER_BUSINESS_MAX) throw apiError('api_credentials_limit');
    await tx.insert(users).values({ id, firstName: input.name, lastName: '', scope: 'normal' });
    await tx.insert(apiCredentials).values({
      id,
      businessId,
      name: input.name,
      clientId: newClientId(),
      secretHash: hashClientSecret(clientSecret),
      permissions: input.permissions,
      createdByUserId: actor.userId,
      expiresAt: new Date(nowMs + input.expiresInDays * DAY_MS),
      createdAt: new Date(nowMs),
    });
  });
  const [row] = await readCredentials(db, [businessId], id);
  return { credential: view(row!, nowMs), clientSecret };
}

/**
 * Revokes a credential of this business or of a program under it the caller manages: its next
 * call is refused (the check is per request). Another business's credential is not found.
 */
export async function revokeApiCredential(
  db: Database,
  actor: Actor,
  access: BusinessAccess,
  credentialId: string,
  nowMs = Date.now(),
) {
  assertPerson(actor);
  const businessIds = managedBusinessIds(access);
  // Revoking twice is not an error: the first revocation's time and author stay.
  await db
    .update(apiCredentials)
    .set({ revokedAt: new Date(nowMs), revokedByUserId: actor.userId })
    .where(
      and(
        eq(apiCredentials.id, credentialId),
        inArray(apiCredentials.businessId, businessIds),
        isNull(apiCredentials.revokedAt),
      ),
    );
  const [row] = await readCredentials(db, businessIds, credentialId);
  if (!row) throw notFound('API credential');
  return { credential: view(row, nowMs) };
}
