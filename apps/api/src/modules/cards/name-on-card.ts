import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { businesses } from '../../db/schema/index.ts';

/**
 * The organisation name printed on a card: its program's parent organisation, else its own
 * business (a top-level one). A query joins `businesses` on the card, then left-joins
 * `organization` on `businesses.parentId` and selects `nameOnCard`.
 */
export function nameOnCard() {
  const organization = alias(businesses, 'organization');
  return { organization, nameOnCard: sql<string>`coalesce(${organization.name}, ${businesses.name})` };
}
