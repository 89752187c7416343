import type { ShippingType } from '@causeway/domain';
import { CARD_ORDER_STATUSES, type CardOrderStatus } from '@causeway/domain';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { cards } from './cards.ts';
import { users } from './users.ts';

export { CARD_ORDER_STATUSES, type CardOrderStatus };

/** Millisecond precision, so a JavaScript Date names the stored instant exactly (page cursors). */
const atMs = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export type ShippingAddress = {
  firstName: string;
  lastName: string;
  addressOne: string;
  addressTwo?: string;
  city: string;
  state: string;
  zip: string;
};

/** A physical card ordered for a cardholder and shipped to them (spec §7 orderAndShip, cardOrders). */
export const cardOrders = pgTable(
  'card_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    cardId: uuid('card_id')
      .notNull()
      .unique()
      .references(() => cards.id),
    status: text('status').$type<CardOrderStatus>().notNull().default('ordered'),
    shippingType: text('shipping_type').$type<ShippingType>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    trackingNumber: text('tracking_number'),
    orderedByUserId: uuid('ordered_by_user_id').references(() => users.id),
    createdAt: atMs('created_at').notNull().defaultNow(),
    updatedAt: atMs('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('card_orders_status', sql`${table.status} in ('ordered', 'produced', 'shipped', 'delivered')`),
    index('card_orders_business_idx').on(table.businessId, table.createdAt),
  ],
);
