import type { Permission } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { cards } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { authorizeRecord } from '../tenancy/access.ts';

/** A card reached through its business: a card the caller cannot see answers 404. */
export async function authorizeCard(request: FastifyRequest, cardId: string, permission?: Permission) {
  const [card] = await request.server.services.db.select().from(cards).where(eq(cards.id, cardId));
  if (!card) throw notFound('Card');
  const access = await authorizeRecord(request, card.businessId, permission, 'Card');
  return { card, access };
}
