import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { Business } from '../tenancy/access.ts';

/** An organisation and its programs, top level first, programs oldest first. */
export async function organizationBusinesses(db: Database, organizationId: string): Promise<Business[]> {
  const rows = await db
    .select()
    .from(businesses)
    .where(or(eq(businesses.id, organizationId), eq(businesses.parentId, organizationId)));
  return rows.sort(
    (a, b) =>
      Number(a.parentId !== null) - Number(b.parentId !== null) ||
      a.createdAt.getTime() - b.createdAt.getTime(),
  );
}

/** A business of the same organisation, or 404 (another organisation's id reveals nothing). */
export function sameOrganization(members: Business[], businessId: string, what = 'Business'): Business {
  const business = members.find((member) => member.id === businessId);
  if (!business) throw notFound(what);
  return business;
}
