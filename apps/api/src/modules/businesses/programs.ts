import { type ProductType, resolveRoleEntry } from '@causeway/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, userRoles } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';
import type { BusinessAccess, CallerContext } from '../tenancy/access.ts';

/** Bound on one organisation's program list; far above any real organisation. */
export const PROGRAMS_LIST_LIMIT = 1000;

type BusinessRow = typeof businesses.$inferSelect;

const toProgram = (row: BusinessRow) => ({
  id: row.id,
  name: row.name,
  productType: row.productType as ProductType,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Super-scope callers and holders of a role on the top-level business see every program of the
 * organisation; anyone else (a program-scope member) sees only the programs they hold a role in.
 */
export function seesWholeOrganisation(context: CallerContext, topLevelBusinessId: string): boolean {
  return (
    context.userScope === 'super' ||
    context.userRoles.some((entry) => entry.businessId === topLevelBusinessId)
  );
}

/** The organisation's programs, oldest first (newest last). */
export async function listPrograms(db: Database, access: BusinessAccess) {
  const { context, topLevelBusinessId } = access;
  const ofOrganisation = eq(businesses.parentId, topLevelBusinessId);
  const visible = seesWholeOrganisation(context, topLevelBusinessId)
    ? ofOrganisation
    : and(
        ofOrganisation,
        inArray(
          businesses.id,
          db.select({ id: userRoles.businessId }).from(userRoles).where(eq(userRoles.userId, context.userId)),
        ),
      );
  const rows = await db
    .select()
    .from(businesses)
    .where(visible)
    .orderBy(asc(businesses.createdAt), asc(businesses.id))
    .limit(PROGRAMS_LIST_LIMIT);
  return { programs: rows.map(toProgram) };
}

const notTopLevel = () =>
  new ApiError(400, 'not_top_level_business', 'Programs can only be created under a top-level business.', [
    { field: 'id', message: 'Programs can only be created under a top-level business.' },
  ]);
const notEligibleForOnDemand = () =>
  new ApiError(400, 'validation_failed', 'This business is not eligible for on-demand card programs.', [
    { field: 'productType', message: 'This business is not eligible for on-demand card programs.' },
  ]);

/**
 * Creates a program under a top-level business. A creator who would not see the whole organisation
 * receives, on the new program, the role that allowed the creation, so they can reach what they made.
 */
export async function createProgram(
  db: Database,
  access: BusinessAccess,
  input: { name: string; productType: ProductType },
) {
  const { business, context } = access;
  if (business.parentId !== null) throw notTopLevel();
  if (input.productType === 'on_demand_cards' && !business.config.eligibleForOnDemand)
    throw notEligibleForOnDemand();
  return db.transaction(async (tx) => {
    const [program] = await tx
      .insert(businesses)
      .values({ name: input.name, productType: input.productType, parentId: business.id })
      .returning();
    const creatorEntry = resolveRoleEntry(context, business.id);
    if (!seesWholeOrganisation(context, business.id) && creatorEntry) {
      await tx
        .insert(userRoles)
        .values({ userId: context.userId, businessId: program!.id, role: creatorEntry.role });
    }
    return { program: toProgram(program!) };
  });
}
