import { randomInt } from 'node:crypto';
import type { ShippingType } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type CardOrderStatus, cardOrders } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
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
