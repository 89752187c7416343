import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardholders, cardOrders, cards } from '../../db/schema/index.ts';
import { type Cursor, keysetAfter, pageOf } from '../../lib/cursor.ts';
import { notFound } from '../../lib/errors.ts';
import { toCardOrder } from './card-order-views.ts';

const orderColumns = {
  id: cardOrders.id,
  businessId: cardOrders.businessId,
  status: cardOrders.status,
  shippingType: cardOrders.shippingType,
  shippingAddress: cardOrders.shippingAddress,
  trackingNumber: cardOrders.trackingNumber,
  createdAt: cardOrders.createdAt,
  updatedAt: cardOrders.updatedAt,
  cardId: cards.id,
  reference: cards.reference,
  last4: cards.last4,
  cardStatus: cards.status,
  cardholderId: cardholders.id,
  firstName: cardholders.firstName,
  lastName: cardholders.lastName,
  email: cardholders.email,
};

/** Orders with the card they ship and its cardholder. */
const selectOrders = (db: Database) =>
  db
    .select(orderColumns)
    .from(cardOrders)
    .innerJoin(cards, eq(cards.id, cardOrders.cardId))
    .innerJoin(cardholders, eq(cardholders.id, cards.cardholderId));

export type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

async function orderById(db: Database, orderId: string) {
  const [row] = await selectOrders(db).where(eq(cardOrders.id, orderId));
  return row;
}

/** An order as the API answers it (the caller already checked access). */
export async function cardOrderView(db: Database, orderId: string) {
  return toCardOrder((await orderById(db, orderId))!);
}

/** Orders of the businesses a page covers (an organisation's include the programs the caller sees). */
export async function listCardOrders(
  db: Database,
  scope: string[],
  options: { limit: number; cursor?: Cursor | undefined },
) {
  const { limit, cursor } = options;
  const rows = await selectOrders(db)
    .where(
      and(inArray(cardOrders.businessId, scope), keysetAfter(cursor, cardOrders.createdAt, cardOrders.id)),
    )
    .orderBy(desc(cardOrders.createdAt), desc(cardOrders.id))
    .limit(limit + 1);
  const { items, nextCursor } = pageOf(rows, limit);
  return { orders: items.map(toCardOrder), page: { nextCursor } };
}

/** One order, reached through a business page: an order outside it answers 404. */
export async function getCardOrder(db: Database, scope: string[], orderId: string) {
  const row = await orderById(db, orderId);
  if (!row || !scope.includes(row.businessId)) throw notFound('Card order');
  return { order: toCardOrder(row) };
}
