import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';
import type { BusinessAccess } from '../tenancy/access.ts';

/** The organisation's stored address; a program has none of its own and answers its top level's. */
export async function getBusinessAddress(db: Database, access: BusinessAccess) {
  const { business, topLevelBusinessId } = access;
  if (business.id === topLevelBusinessId) return { address: business.address ?? null };
  const [topLevel] = await db
    .select({ address: businesses.address })
    .from(businesses)
    .where(eq(businesses.id, topLevelBusinessId));
  return { address: topLevel?.address ?? null };
}
