import type { ProductType } from '@causeway/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';
import { type Cursor, keysetAfterAscending, pageOf } from '../../lib/cursor.ts';
import { ApiError, detail } from '../../lib/errors.ts';
import type { BusinessAccess } from '../tenancy/access.ts';

type BusinessRow = typeof businesses.$inferSelect;

const toProgram = (row: BusinessRow) => ({
  id: row.id,
  name: row.name,
  productType: row.productType as ProductType,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The organisation's programs the caller sees, oldest first (newest last), from the organisation's
 * page or any program's: every program for a role on the organisation, else the caller's own.
 */
export async function listPrograms(
  db: Database,
  access: BusinessAccess,
  page: { limit: number; cursor?: Cursor | undefined },
) {
  const { context, topLevelBusinessId } = access;
  const ofOrganisation = eq(businesses.parentId, topLevelBusinessId);
  const seesWholeOrganisation = context.userRoles.some((entry) => entry.businessId === topLevelBusinessId);
  const ownPrograms = context.userRoles.map((entry) => entry.businessId);
  const rows = await db
    .select()
    .from(businesses)
    .where(
      and(
        seesWholeOrganisation ? ofOrganisation : and(ofOrganisation, inArray(businesses.id, ownPrograms)),
        keysetAfterAscending(page.cursor, businesses.createdAt, businesses.id),
      ),
    )
    .orderBy(asc(businesses.createdAt), asc(businesses.id))
    .limit(page.limit + 1);
  const { items, nextCursor } = pageOf(rows, page.limit);
  return { programs: items.map(toProgram), page: { nextCursor } };
}

const notTopLevel = () =>
  new ApiError(400, 'not_top_level_business', 'Programs can only be created under a top-level business.', [
    detail('id', 'programUnderTopLevelOnly'),
  ]);
const notEligibleForOnDemand = () =>
  new ApiError(400, 'validation_failed', 'This business is not eligible for on-demand card programs.', [
    detail('productType', 'programNotEligible'),
  ]);

/**
 * Creates a program under a top-level business. The creator holds createProgram on the organisation
 * itself, so their organisation role covers the new program too.
 */
export async function createProgram(
  db: Database,
  access: BusinessAccess,
  input: { name: string; productType: ProductType },
) {
  const { business } = access;
  if (business.parentId !== null) throw notTopLevel();
  if (input.productType === 'on_demand_cards' && !business.config.eligibleForOnDemand)
    throw notEligibleForOnDemand();
  return db.transaction(async (tx) => {
    const [program] = await tx
      .insert(businesses)
      .values({ name: input.name, productType: input.productType, parentId: business.id })
      .returning();
    return { program: toProgram(program!) };
  });
}
