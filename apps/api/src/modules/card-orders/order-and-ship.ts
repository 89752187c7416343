import type { LanguageCode } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardholders, cards } from '../../db/schema/index.ts';
import { selectCardSummaries, toCardSummary } from '../cards/card-views.ts';
import { assertIssuesCards } from '../cards/issue-card.ts';
import { findOrCreateCardholder } from '../cards/issue-virtual-cards.ts';
import type { Business } from '../tenancy/access.ts';
import { cardOrderView } from './card-order-queries.ts';
import { emailPhysicalCardOrdered } from './order-email.ts';
import { type PhysicalOrderContext, placePhysicalOrder, type Shipping } from './physical-order.ts';

export type OrderAndShipInput = Shipping & {
  cardholder: {
    firstName: string;
    lastName: string;
    email: string;
    phone?: string | undefined;
    language?: LanguageCode | undefined;
  };
};

/** A physical card ordered for a cardholder of the business (found by email or created), then emailed. */
export async function orderAndShip(
  tx: Database,
  context: PhysicalOrderContext,
  business: Business,
  input: OrderAndShipInput,
  userId: string,
) {
  assertIssuesCards(business);
  const found = await findOrCreateCardholder(tx, business.id, input.cardholder);
  // The organisation says which language the person reads; once they have an account, their own
  // choice in the profile is the one their emails use (cardholderLanguage).
  const holder =
    input.cardholder.language && input.cardholder.language !== found.language
      ? { ...found, language: input.cardholder.language }
      : found;
  if (holder !== found)
    await tx.update(cardholders).set({ language: holder.language }).where(eq(cardholders.id, holder.id));
  const { card, orderId } = await placePhysicalOrder(tx, context, business, holder, input, userId);
  await emailPhysicalCardOrdered(tx, context, business, holder, {
    last4: card.last4,
    shipmentMethod: input.shipmentMethod,
  });
  const [summary] = await selectCardSummaries(tx).where(eq(cards.id, card.id));
  return { order: await cardOrderView(tx, orderId), card: toCardSummary(summary!) };
}
