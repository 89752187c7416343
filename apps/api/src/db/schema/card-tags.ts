import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { cards } from './cards.ts';
import { users } from './users.ts';

/** Millisecond precision, so a JavaScript Date names the stored instant exactly (page cursors). */
const atMs = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/** A tag of an organisation (top-level business); its name is unique regardless of case. */
export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => businesses.id),
    name: text('name').notNull(),
    color: text('color').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: atMs('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('tags_organization_name_idx').on(table.organizationId, sql`lower(${table.name})`)],
);

/** A tag attached to a card. */
export const cardTags = pgTable(
  'card_tags',
  {
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id),
    createdAt: atMs('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.cardId, table.tagId] }),
    index('card_tags_tag_idx').on(table.tagId),
  ],
);
