import { LANGUAGES, type LanguageCode } from '@causeway/domain';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { oneOf } from './one-of.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** The language a person's emails and text messages are written in: chosen at sign-up, changed in their profile. */
const language = () => text('language').$type<LanguageCode>().notNull().default('en');

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').unique(),
    phone: text('phone').unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    /** Accounts that must sign in with Google (spec: "Some accounts must sign in with Google only"). */
    googleOnly: boolean('google_only').notNull().default(false),
    googleSubject: text('google_subject').unique(),
    scope: text('scope').notNull().default('normal'),
    activatedAt: timestamp('activated_at', { withTimezone: true, mode: 'date' }),
    language: language(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [check('users_language', oneOf(table.language, LANGUAGES))],
);

/** A member's role in one business; the order of creation is the "first role entry" of spec §6. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    role: text('role').notNull(),
    // Millisecond precision: the members list's page cursor carries it as a JavaScript Date.
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.businessId] }),
    index('user_roles_business_idx').on(table.businessId),
  ],
);

/** A person who holds cards issued by a business; linked to a sign-in account once they register. */
export const cardholders = pgTable(
  'cardholders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    userId: uuid('user_id').references(() => users.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** The language chosen for a person with no account yet; once linked, the account's language rules. */
    language: language(),
    createdAt: createdAt(),
  },
  (table) => [
    check('cardholders_language', oneOf(table.language, LANGUAGES)),
    index('cardholders_business_idx').on(table.businessId),
    index('cardholders_user_idx').on(table.userId),
  ],
);

export const communicationPreferences = pgTable(
  'communication_preferences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    value: text('value').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [unique('communication_preferences_user_type').on(table.userId, table.type)],
);

/** Staff notes about a person (member or cardholder) within one business. */
export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    subjectUserId: uuid('subject_user_id')
      .notNull()
      .references(() => users.id),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('notes_subject_idx').on(table.subjectUserId, table.businessId)],
);
