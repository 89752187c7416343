import { hasPermission, type Permission, type Role, type ScopeLevel } from '@causeway/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { businesses, userRoles, users } from '../../db/schema/index.ts';
import { forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { callerOf } from '../../plugins/authenticate.ts';

export type CallerContext = {
  userId: string;
  userScope: ScopeLevel;
  userRoles: { businessId: string; role: Role }[];
  /** Top-level business of each business the caller has a role in. */
  topLevelOf: Map<string, string>;
  topLevelBusinessId: string | null;
};

export type Business = typeof businesses.$inferSelect;

const contextCache = new WeakMap<FastifyRequest, Promise<CallerContext>>();

/** The caller's scope and roles, in the order they were granted ("the first role entry" of spec §6). */
export async function loadCallerContext(db: Database, userId: string): Promise<CallerContext> {
  // One round trip: the account's scope with its roles (none for a cardholder) in the order granted.
  const rows = await db
    .select({
      scope: users.scope,
      businessId: userRoles.businessId,
      role: userRoles.role,
      parentId: businesses.parentId,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(businesses, eq(businesses.id, userRoles.businessId))
    .where(eq(users.id, userId))
    .orderBy(asc(userRoles.createdAt), asc(userRoles.businessId));
  if (rows.length === 0) throw unauthorized('The account no longer exists.');
  const roles = rows.filter(
    (row): row is typeof row & { businessId: string; role: string } =>
      row.businessId !== null && row.role !== null,
  );
  const topLevelOf = new Map(roles.map((row) => [row.businessId, row.parentId ?? row.businessId]));
  const first = roles[0];
  return {
    userId,
    userScope: rows[0]!.scope as ScopeLevel,
    userRoles: roles.map(({ businessId, role }) => ({ businessId, role: role as Role })),
    topLevelOf,
    topLevelBusinessId: first ? (first.parentId ?? first.businessId) : null,
  };
}

export function callerContext(request: FastifyRequest): Promise<CallerContext> {
  let context = contextCache.get(request);
  if (!context) {
    context = loadCallerContext(request.server.services.db, callerOf(request).userId);
    contextCache.set(request, context);
  }
  return context;
}

/** A caller reaches a business they hold a role in, its programs, or the top-level of their program. */
function canReach(context: CallerContext, business: Business): boolean {
  const topLevelId = business.parentId ?? business.id;
  return context.userRoles.some(
    (entry) => entry.businessId === business.id || context.topLevelOf.get(entry.businessId) === topLevelId,
  );
}

export type BusinessAccess = { business: Business; topLevelBusinessId: string; context: CallerContext };

/**
 * The tenant and permission check of every business route. Another tenant's business answers 404
 * (its existence is not revealed); a reachable one without the permission answers 403.
 */
export async function authorizeBusiness(
  request: FastifyRequest,
  businessId: string,
  permission?: Permission,
): Promise<BusinessAccess> {
  const { db, config } = request.server.services;
  // Independent reads: run them side by side on two pooled connections.
  const [context, [business]] = await Promise.all([
    callerContext(request),
    db.select().from(businesses).where(eq(businesses.id, businessId)),
  ]);
  if (!business || !canReach(context, business)) throw notFound('Business');
  if (permission) {
    const allowed = hasPermission(context, permission, business.id, {
      hideTransactionDataBusinessIds: config.hideTransactionDataBusinessIds,
      superFundingAccountBusinessIds: config.superFundingAccountBusinessIds,
    });
    if (!allowed) throw forbidden();
  }
  return { business, topLevelBusinessId: business.parentId ?? business.id, context };
}

export async function businessesByIds(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(businesses).where(inArray(businesses.id, ids));
}
