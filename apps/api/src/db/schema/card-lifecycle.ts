import type { ActivityEventType } from '@causeway/domain';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { cards } from './cards.ts';
import { users } from './users.ts';

/** Millisecond precision, so a JavaScript Date names the stored instant exactly (page cursors). */
const atMs = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/** What happened to a card and who did it (business spec §3 activity event types). Append-only. */
export const cardActivities = pgTable(
  'card_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    type: text('type').$type<ActivityEventType>().notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: atMs('created_at').notNull().defaultNow(),
  },
  (table) => [index('card_activities_card_idx').on(table.cardId, table.createdAt)],
);

/** A card's PIN as an argon2id hash; never returned by any route. */
export const cardPins = pgTable('card_pins', {
  cardId: uuid('card_id')
    .primaryKey()
    .references(() => cards.id),
  pinHash: text('pin_hash').notNull(),
  setByUserId: uuid('set_by_user_id').references(() => users.id),
  setAt: timestamp('set_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
