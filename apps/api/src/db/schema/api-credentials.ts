import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { users } from './users.ts';

/** Millisecond precision, so a JavaScript Date names the stored instant exactly. */
const atMs = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * API credentials for systems, not people (issue 17): an OAuth 2.0 client of the client
 * credentials grant. Its id is also the id of the users row that acts for it, so every column that
 * names an acting user (activities, audit events, created-by) names the credential, and the
 * foreign keys hold. That row has no email, phone, password or Google subject: no person can sign
 * in as it. The secret is kept only as its SHA-256 (256 random bits: nothing to guess, so no slow
 * hash is needed).
 */
export const apiCredentials = pgTable(
  'api_credentials',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    name: text('name').notNull(),
    clientId: text('client_id').notNull().unique(),
    secretHash: text('secret_hash').notNull(),
    /** A subset of the creator's grants on the business when it was made; checked again on each call. */
    permissions: text('permissions').array().notNull(),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: atMs('expires_at').notNull(),
    revokedAt: atMs('revoked_at'),
    revokedByUserId: uuid('revoked_by_user_id').references(() => users.id),
    lastUsedAt: atMs('last_used_at'),
    createdAt: atMs('created_at').notNull().defaultNow(),
  },
  (table) => [index('api_credentials_business_idx').on(table.businessId)],
);
