import { coveringRoleEntry, type Permission } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type apiCredentials, businesses } from '../../db/schema/index.ts';
import { unauthorized } from '../../lib/errors.ts';
import type { CallerContext } from '../tenancy/access.ts';
import { credentialStatus } from './api-credentials.ts';

type CredentialRow = typeof apiCredentials.$inferSelect;

/**
 * What an API credential may reach, read again on every request (and for every job acting as
 * it), so a revocation or an expiry stops the very next call whatever token it carries. It holds
 * its creator's covering role on its one business, as the creator holds it now (a creator who lost
 * the role takes the credential's reach with them): a credential on an organisation reaches its
 * programs, as a role there does; on a program, that program only. The permissions it was given
 * narrow that role further in assertPermission.
 */
export async function credentialCallerContext(
  db: Database,
  credential: CredentialRow,
  loadCreatorContext: (db: Database, userId: string) => Promise<CallerContext>,
  nowMs = Date.now(),
): Promise<CallerContext> {
  if (credentialStatus(credential, nowMs) !== 'active')
    throw unauthorized('invalid_token', 'The API credential was revoked or has expired.');
  const [[business], creator] = await Promise.all([
    db
      .select({ id: businesses.id, parentId: businesses.parentId })
      .from(businesses)
      .where(eq(businesses.id, credential.businessId)),
    loadCreatorContext(db, credential.createdByUserId),
  ]);
  const entry = business ? coveringRoleEntry(creator.userRoles, business) : undefined;
  const topLevelBusinessId = business ? (business.parentId ?? business.id) : null;
  return {
    userId: credential.id,
    userScope: business?.parentId ? 'program' : 'normal',
    userRoles: entry && business ? [{ businessId: business.id, role: entry.role }] : [],
    topLevelOf: new Map(business && topLevelBusinessId ? [[business.id, topLevelBusinessId]] : []),
    topLevelBusinessId,
    credential: {
      id: credential.id,
      businessId: credential.businessId,
      permissions: credential.permissions as Permission[],
    },
  };
}
