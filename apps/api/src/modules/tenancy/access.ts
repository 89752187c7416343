import type { Permission, Role, ScopeLevel } from '@causeway/domain';
import {
  coveringRoleEntry,
  grantsOnBusiness,
  hasPermission,
  isUuid,
  refusedUntilActive,
} from '@causeway/domain';
import { asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apiCredentials, businesses, userRoles, users } from '../../db/schema/index.ts';
import { ApiError, apiError, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { credentialCallerContext } from '../api-credentials/credential-context.ts';
import type { Actor } from './actor.ts';

export type CallerContext = {
  userId: string;
  userScope: ScopeLevel;
  userRoles: { businessId: string; role: Role }[];
  /** Top-level business of each business the caller has a role in. */
  topLevelOf: Map<string, string>;
  topLevelBusinessId: string | null;
  /**
   * Set when the caller is an API credential: the one business it was made for and the
   * permissions it was given. Its roles are its creator's covering role on that business, so it
   * never reaches more than the creator does today, and never does more than it was given.
   */
  credential?: { id: string; businessId: string; permissions: readonly Permission[] };
};

export type Business = typeof businesses.$inferSelect;

/** The deployment's fixed business lists that the permission check reads (spec §6). */
export type AccessConfig = {
  hideTransactionDataBusinessIds: readonly string[];
  superFundingAccountBusinessIds: readonly string[];
};

/** The caller's scope and roles, in the order they were granted ("the first role entry" of spec §6). */
export async function loadCallerContext(db: Database, userId: string): Promise<CallerContext> {
  return (await readCaller(db, userId)).context;
}

/**
 * The caller and the business a request names with its programs, in one round trip: every
 * business-scoped request needs both, and a second statement was an eighth of a card load's.
 * The family is what reachBusiness reads; `family` is undefined when `businessId` is no id.
 */
export async function loadCallerWithFamily(
  db: Database,
  userId: string,
  businessId: string,
): Promise<{ context: CallerContext; family: Business[] | undefined }> {
  return readCaller(db, userId, isUuid(businessId) ? businessId : undefined);
}

/** What json_build_object below answers for a business: the row with its timestamp as text. */
type BusinessJson = Omit<Business, 'createdAt'> & { createdAt: string };

async function readCaller(
  db: Database,
  userId: string,
  familyOf?: string,
): Promise<{ context: CallerContext; family: Business[] | undefined }> {
  // One round trip: the account's scope with its roles (none for a cardholder) in the order granted,
  // and the named business with its programs (an uncorrelated subquery: evaluated once).
  const rows = await db
    .select({
      scope: users.scope,
      businessId: userRoles.businessId,
      role: userRoles.role,
      parentId: businesses.parentId,
      credential: apiCredentials,
      family: familyOf
        ? sql<BusinessJson[] | null>`(select json_agg(json_build_object(
            'id', f.id, 'parentId', f.parent_id, 'name', f.name, 'productType', f.product_type,
            'applicationStatus', f.application_status, 'config', f.config, 'address', f.address,
            'createdAt', f.created_at))
          from ${businesses} f where f.id = ${familyOf} or f.parent_id = ${familyOf})`
        : sql<null>`null`,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(businesses, eq(businesses.id, userRoles.businessId))
    // An API credential's acting user has no roles of its own; its row says what it may do.
    .leftJoin(apiCredentials, eq(apiCredentials.id, users.id))
    .where(eq(users.id, userId))
    .orderBy(asc(userRoles.createdAt), asc(userRoles.businessId));
  if (rows.length === 0) throw unauthorized('unauthorized', 'The account no longer exists.');
  const family = familyOf
    ? (rows[0]!.family ?? []).map((row) => ({ ...row, createdAt: new Date(row.createdAt) }))
    : undefined;
  const credential = rows[0]!.credential;
  if (credential)
    return { context: await credentialCallerContext(db, credential, loadCallerContext), family };
  const roles = rows.filter(
    (row): row is typeof row & { businessId: string; role: string } =>
      row.businessId !== null && row.role !== null,
  );
  const topLevelOf = new Map(roles.map((row) => [row.businessId, row.parentId ?? row.businessId]));
  const first = roles[0];
  const context: CallerContext = {
    userId,
    userScope: rows[0]!.scope as ScopeLevel,
    userRoles: roles.map(({ businessId, role }) => ({ businessId, role: role as Role })),
    topLevelOf,
    topLevelBusinessId: first ? (first.parentId ?? first.businessId) : null,
  };
  return { context, family };
}

export type BusinessAccess = {
  business: Business;
  topLevelBusinessId: string;
  context: CallerContext;
  /**
   * The businesses under this one whose records the caller may see: an organisation and all its
   * programs for a role on the organisation; the program itself for a role on a program; and at an
   * organisation reached only through program roles, those programs and nothing of the
   * organisation's own.
   */
  visibleBusinessIds: string[];
  /** The caller holds a role on the business or on its organisation (not only on a program below). */
  covered: boolean;
};

/**
 * The tenant decision for one business, without a request: a job or an import row calls it with
 * the caller it acts for. The server authorizes by the business touched: a role on the
 * organisation covers its programs, a role on a program covers that program only. The portal's
 * "first role entry" rule (spec §6) decides what the web shows, never what the server allows.
 * Another tenant's business, or a program the caller has no role in, answers 404.
 */
export async function reachBusiness(
  db: Database,
  context: CallerContext,
  businessId: string,
  /** The business with its programs as read with the caller (loadCallerWithFamily), if it was. */
  familyRead?: Business[],
): Promise<BusinessAccess> {
  // The business with its programs in one read: an organisation's lists cover its programs.
  const family =
    familyRead ??
    (await db
      .select()
      .from(businesses)
      .where(or(eq(businesses.id, businessId), eq(businesses.parentId, businessId))));
  const business = family.find((row) => row.id === businessId);
  if (!business) throw notFound('Business');
  const covered = coveringRoleEntry(context.userRoles, business) !== undefined;
  const ownPrograms =
    business.parentId === null
      ? context.userRoles
          .map((role) => role.businessId)
          .filter((id) => id !== business.id && context.topLevelOf.get(id) === business.id)
      : [];
  if (!covered && ownPrograms.length === 0) throw notFound('Business');
  return {
    business,
    topLevelBusinessId: business.parentId ?? business.id,
    context,
    visibleBusinessIds: covered ? family.map((row) => row.id) : ownPrograms,
    covered,
  };
}

/**
 * The permission check on a reached business: the covering role's grants (spec §6 table), then
 * the business's own state: moving money and issuing cards wait for an approved application
 * (issue 13), whatever the role grants.
 */
export function assertPermission(access: BusinessAccess, permission: Permission, config: AccessConfig) {
  // An API credential does only what it was given (hideTransactionData narrows; it keeps the creator's).
  const credential = access.context.credential;
  if (credential && permission !== 'hideTransactionData' && !credential.permissions.includes(permission))
    throw forbidden();
  const allowed =
    permission === 'hideTransactionData'
      ? // It narrows what a caller sees; its fixed-business rule stays the spec's own.
        access.covered && hasPermission(access.context, permission, access.business.id, config)
      : grantsOnBusiness(access.context.userRoles, permission, access.business);
  if (!allowed) throw forbidden();
  if (refusedUntilActive(permission, access.business.applicationStatus))
    throw apiError('business_not_active');
}

/** The actor against one business it touches (404, then 403). */
export async function authorizeBusiness(
  db: Database,
  actor: Actor,
  businessId: string,
  permission?: Permission,
): Promise<BusinessAccess> {
  const access = await reachBusiness(db, actor.context, businessId, takeFamilyRead(actor, businessId));
  actor.onReach?.(access);
  if (permission) assertPermission(access, permission, actor.config);
  return access;
}

/** The family read with the caller, used once: a later reach in the request reads it afresh. */
function takeFamilyRead(actor: Actor, businessId: string): Business[] | undefined {
  const read = actor.familyRead;
  if (read?.businessId !== businessId) return undefined;
  actor.familyRead = undefined;
  return read.family;
}

/**
 * Records kept on the business itself (its members, its funding account): the caller holds a role
 * on it or on its organisation. At an organisation reached only through program roles the answer
 * is 403: the organisation is visible to them, its own records are not.
 */
export function requireCovered(access: BusinessAccess): BusinessAccess {
  if (!access.covered) throw forbidden();
  return access;
}

/**
 * One record (a card, an order, a note, a metadata target) through the business that owns it. A
 * record the caller cannot see answers 404 named as the record, the same as another tenant's, so
 * its existence is not revealed; a visible one without the permission answers 403.
 */
export async function authorizeRecord(
  db: Database,
  actor: Actor,
  ownerBusinessId: string,
  permission: Permission | undefined,
  what: string,
): Promise<BusinessAccess> {
  let access: BusinessAccess;
  try {
    access = await reachBusiness(db, actor.context, ownerBusinessId);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) throw notFound(what);
    throw error;
  }
  if (!access.covered) throw notFound(what);
  actor.onReach?.(access);
  if (permission) assertPermission(access, permission, actor.config);
  return access;
}
