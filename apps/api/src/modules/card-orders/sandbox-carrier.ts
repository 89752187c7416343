import { randomInt } from 'node:crypto';
import type { ShippingType } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, type CardOrderStatus, cardholders, cardOrders, cards } from '../../db/schema/index.ts';
import { decryptText } from '../../lib/crypto.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { nameOnCard } from '../cards/name-on-card.ts';
import { cardOrderView } from './card-order-queries.ts';

const NEXT_STATUS: Record<CardOrderStatus, CardOrderStatus | null> = {
  ordered: 'produced',
  produced: 'shipped',
  shipped: 'delivered',
  delivered: null,
};

const digits = (length: number) => Array.from({ length }, () => randomInt(0, 10)).join('');
const UPS_ALPHABET = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

/** A sandbox tracking number in the carrier's format: USPS 22 digits, UPS 1Z and 16 characters. */
export function sandboxTrackingNumber(shippingType: ShippingType) {
  if (shippingType.startsWith('USPS')) return `9400${digits(18)}`;
  return `1Z${Array.from({ length: 16 }, () => UPS_ALPHABET[randomInt(0, UPS_ALPHABET.length)]).join('')}`;
}

/** The sandbox carrier: moves an order one step, ordered → produced → shipped → delivered. */
export async function advanceCardOrder(db: Database, orderId: string) {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(cardOrders).where(eq(cardOrders.id, orderId)).for('update');
    if (!order) throw notFound('Card order');
    const next = NEXT_STATUS[order.status];
    if (!next) throw conflict('card_order_delivered', 'This order was delivered; it has no further step.');
    await tx
      .update(cardOrders)
      .set({
        status: next,
        updatedAt: new Date(),
        ...(next === 'shipped' ? { trackingNumber: sandboxTrackingNumber(order.shippingType) } : {}),
      })
      .where(eq(cardOrders.id, orderId));
  });
  return { order: await cardOrderView(db, orderId) };
}

const twoDigits = (value: number) => String(value % 100).padStart(2, '0');

/**
 * The sandbox plays the card in the person's hand: what is printed on it, so a tester can link it
 * in the cardholder portal as a real holder would. Only the sandbox reads these digits back.
 */
export async function printedCardOf(db: Database, orderId: string, masterKey: Buffer) {
  const { organization, nameOnCard: organizationName } = nameOnCard();
  const [row] = await db
    .select({
      card: cards,
      holder: { firstName: cardholders.firstName, lastName: cardholders.lastName },
      organizationName,
    })
    .from(cardOrders)
    .innerJoin(cards, eq(cards.id, cardOrders.cardId))
    .innerJoin(cardholders, eq(cardholders.id, cards.cardholderId))
    .innerJoin(businesses, eq(businesses.id, cards.businessId))
    .leftJoin(organization, eq(organization.id, businesses.parentId))
    .where(eq(cardOrders.id, orderId));
  if (!row) throw notFound('Card order');
  const { card, holder } = row;
  return {
    printedCard: {
      cardId: card.reference,
      lastSix: decryptText(masterKey, card.numberEncrypted).slice(-6),
      expiry: `${twoDigits(card.expiryMonth)}/${twoDigits(card.expiryYear)}`,
      organizationName: row.organizationName,
      cardholderName: `${holder.firstName} ${holder.lastName}`,
    },
  };
}
