import type { Permission } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { cards } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { authorizeBusiness } from '../tenancy/access.ts';

/** A card reached through its business: another organisation's card answers 404. */
export async function authorizeCard(request: FastifyRequest, cardId: string, permission?: Permission) {
  const [card] = await request.server.services.db.select().from(cards).where(eq(cards.id, cardId));
  if (!card) throw notFound('Card');
  try {
    const access = await authorizeBusiness(request, card.businessId, permission);
    return { card, access };
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error && error.statusCode === 404) throw notFound('Card');
    throw error;
  }
}
