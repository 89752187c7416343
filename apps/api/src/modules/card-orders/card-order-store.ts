import { randomInt } from 'node:crypto';
import { type ShippingType, trackingUrl } from '@causeway/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { CardNetwork } from '../../adapters/card-network/card-network.ts';
import type { Outbox } from '../../adapters/outbox.ts';
import type { Database } from '../../db/client.ts';
import {
  type CardOrderStatus,
  cardholders,
  cardOrders,
  cards,
  type ShippingAddress,
} from '../../db/schema/index.ts';
import { createInvitation, invitationPath } from '../../identity/invitations.ts';
import { createCardAccount } from '../../ledger/accounts.ts';
import { encryptText } from '../../lib/crypto.ts';
import { type Cursor, keysetAfter, pageOf } from '../../lib/cursor.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { recordCardActivity } from '../activities/record-activity.ts';
import { selectCardSummaries, toCardSummary } from '../cards/card-views.ts';
import { findOrCreateCardholder, newCardReference } from '../cards/issue-virtual-cards.ts';
import type { Business } from '../tenancy/access.ts';

export type OrderAndShipInput = {
  cardholder: { firstName: string; lastName: string; email: string; phone?: string | undefined };
  shippingAddress: {
    firstName: string;
    lastName: string;
    addressOne: string;
    addressTwo?: string | undefined;
    city: string;
    state: string;
    zip: string;
  };
  shipmentMethod: ShippingType;
};

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

const selectOrders = (db: Database) =>
  db
    .select(orderColumns)
    .from(cardOrders)
    .innerJoin(cards, eq(cards.id, cardOrders.cardId))
    .innerJoin(cardholders, eq(cardholders.id, cards.cardholderId));

type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

function toCardOrder(row: OrderRow) {
  return {
    id: row.id,
    businessId: row.businessId,
    status: row.status,
    shippingType: row.shippingType,
    shippingAddress: row.shippingAddress,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingNumber ? trackingUrl(row.shippingType, row.trackingNumber) : null,
    card: { id: row.cardId, reference: row.reference, last4: row.last4, status: row.cardStatus },
    cardholder: { id: row.cardholderId, firstName: row.firstName, lastName: row.lastName, email: row.email },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function orderById(db: Database, orderId: string) {
  const [row] = await selectOrders(db).where(eq(cardOrders.id, orderId));
  return row;
}

/** An order as the API answers it (the caller already checked access). */
export async function cardOrderView(db: Database, orderId: string) {
  return toCardOrder((await orderById(db, orderId))!);
}

export type PhysicalOrderContext = {
  network: CardNetwork;
  masterKey: Buffer;
  outbox: Outbox;
  publicUrl: string;
};
type Holder = typeof cardholders.$inferSelect;
export type Shipping = Pick<OrderAndShipInput, 'shippingAddress' | 'shipmentMethod'>;

const SHIPPING_NAMES: Readonly<Record<ShippingType, string>> = {
  USPS_GROUND: 'USPS Ground',
  USPS_PRIORITY: 'USPS Priority Mail',
  USPS_EXPRESS: 'USPS Priority Mail Express',
  UPS_GROUND: 'UPS Ground',
  UPS_SECOND_DAY: 'UPS 2nd Day Air',
  UPS_NEXT_DAY: 'UPS Next Day Air',
};

export function assertIssuesCards(business: Business) {
  if (business.productType === 'bank_transfers') {
    throw badRequest('Cards cannot be issued in a bank-transfer program.', [
      { field: 'id', message: 'Cards cannot be issued in a bank-transfer program.' },
    ]);
  }
}

/**
 * Issues a physical card (inactive until the cardholder activates it) with its own ledger account,
 * and the order that ships it; records card_order_placed on the new card.
 */
export async function placePhysicalOrder(
  tx: Database,
  context: PhysicalOrderContext,
  business: Business,
  holder: Holder,
  shipping: Shipping,
  userId: string,
  activityDetails: Record<string, unknown> = {},
) {
  const credentials = await context.network.issueCard('physical');
  const accountId = await createCardAccount(tx, business.id);
  const [card] = await tx
    .insert(cards)
    .values({
      reference: newCardReference(),
      businessId: business.id,
      cardholderId: holder.id,
      accountId,
      form: 'physical',
      status: 'inactive',
      last4: credentials.number.slice(-4),
      numberEncrypted: encryptText(context.masterKey, credentials.number),
      cvvEncrypted: encryptText(context.masterKey, credentials.cvv),
      expiryMonth: credentials.expiryMonth,
      expiryYear: credentials.expiryYear,
    })
    .returning({ id: cards.id, accountId: cards.accountId, last4: cards.last4 });
  const { addressTwo, ...address } = shipping.shippingAddress;
  const shippingAddress: ShippingAddress = addressTwo ? { ...address, addressTwo } : address;
  const [order] = await tx
    .insert(cardOrders)
    .values({
      businessId: business.id,
      cardId: card!.id,
      shippingType: shipping.shipmentMethod,
      shippingAddress,
      orderedByUserId: userId,
    })
    .returning({ id: cardOrders.id });
  await recordCardActivity(tx, {
    cardId: card!.id,
    businessId: business.id,
    type: 'card_order_placed',
    actorUserId: userId,
    details: { orderId: order!.id, shippingType: shipping.shipmentMethod, ...activityDetails },
  });
  return { card: card!, orderId: order!.id };
}

/**
 * Tells the holder (when they have an email) that a physical card is on its way and how to activate
 * it: the card-details flow of the cardholder portal, after creating an account from the link when
 * they have none yet.
 */
export async function emailPhysicalCardOrdered(
  tx: Database,
  context: PhysicalOrderContext,
  business: Business,
  holder: Holder,
  mail: { last4: string; shipmentMethod: ShippingType; replacesLast4?: string },
) {
  if (!holder.email) return;
  const lines = [`Hello ${holder.firstName},`, ''];
  if (mail.replacesLast4) {
    lines.push(
      `${business.name} has replaced your card ending in ${mail.replacesLast4} with a new physical card ending in ${mail.last4}.`,
      `The card ending in ${mail.replacesLast4} is closed; its available balance was moved to the new card.`,
    );
  } else {
    lines.push(`${business.name} has ordered a physical card for you, ending in ${mail.last4}.`);
  }
  lines.push(
    `It will arrive by mail (${SHIPPING_NAMES[mail.shipmentMethod]}) at the address the organisation gave.`,
  );
  if (!holder.userId) {
    const { token } = await createInvitation(tx, {
      kind: 'cardholder',
      email: holder.email,
      businessId: business.id,
      cardholderId: holder.id,
    });
    lines.push(
      '',
      'Before it arrives, create your account to see your card, balance and purchases:',
      `${context.publicUrl}${invitationPath('cardholder', token)}`,
    );
  }
  lines.push(
    '',
    `When the card arrives, activate it at ${context.publicUrl}/cardholders: sign in, choose to add a card, and enter the 10-character card ID printed on the back of the card, the last 6 digits of the card number, the organisation name on the card and its expiry date (MM/YY). You can then set your PIN.`,
  );
  await context.outbox.email(tx, {
    to: holder.email,
    subject: mail.replacesLast4
      ? `Your replacement ${business.name} card is on its way`
      : `Your ${business.name} card is on its way`,
    body: lines.join('\n'),
  });
}

/** A physical card ordered for a cardholder of the business (found by email or created), then emailed. */
export async function orderAndShip(
  tx: Database,
  context: PhysicalOrderContext,
  business: Business,
  input: OrderAndShipInput,
  userId: string,
) {
  assertIssuesCards(business);
  const holder = await findOrCreateCardholder(tx, business.id, input.cardholder);
  const { card, orderId } = await placePhysicalOrder(tx, context, business, holder, input, userId);
  await emailPhysicalCardOrdered(tx, context, business, holder, {
    last4: card.last4,
    shipmentMethod: input.shipmentMethod,
  });
  const [summary] = await selectCardSummaries(tx).where(eq(cards.id, card.id));
  return { order: toCardOrder((await orderById(tx, orderId))!), card: toCardSummary(summary!) };
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
  return { order: toCardOrder((await orderById(db, orderId))!) };
}
