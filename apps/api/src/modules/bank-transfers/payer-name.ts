import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';

/** The name recipients know the payer by, in their emails and on the bank link: the business's own. */
export async function payerNameOf(db: Database, businessId: string) {
  const [business] = await db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return business!.name;
}
