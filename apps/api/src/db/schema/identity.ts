import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Emailed links that let a person create an account: a business member or a cardholder. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    role: text('role'),
    cardholderId: uuid('cardholder_id'),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    revokedAt: at('revoked_at'),
    // Millisecond precision: the members list pages pending invitations by it.
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .defaultNow(),
  },
  (table) => [index('invitations_business_idx').on(table.businessId)],
);

/** Six-digit sign-in codes, stored hashed; at most OTP_ATTEMPTS_MAX wrong tries each. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    channel: text('channel').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('otp_codes_user_idx').on(table.userId, table.createdAt)],
);

/** Single-use secrets with an expiry: password-reset links and Google sign-in tickets. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('one_time_tokens_user_idx').on(table.userId, table.purpose, table.createdAt)],
);

/** Rotating refresh tokens; a reused (already rotated) token revokes its whole family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    rotatedAt: at('rotated_at'),
    revokedAt: at('revoked_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);

/** ES256 signing keys shared by every API process; private halves encrypted with the master key. */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  privateJwkEncrypted: text('private_jwk_encrypted').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  retiredAt: at('retired_at'),
});

/** Failed and successful sign-in attempts, for per-identifier throttling across processes. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('sign_in_attempts_identifier_idx').on(table.identifier, table.createdAt)],
);
