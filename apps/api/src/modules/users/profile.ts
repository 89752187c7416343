import {
  ERROR_MESSAGES,
  type LanguageCode,
  type ProductType,
  type Role,
  type ScopeLevel,
} from '@causeway/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { businesses, cardholders, cards, userRoles, users } from '../../db/schema/index.ts';
import { SQL_STATE, sqlStateOf } from '../../db/sql-state.ts';
import { ApiError, detail, notFound } from '../../lib/errors.ts';

type UserRow = typeof users.$inferSelect;
export type UserProfileChanges = {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  language?: LanguageCode;
};

function toUser(row: UserRow, isCardholder: boolean) {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    googleLinked: row.googleSubject !== null,
    isCardholder,
    scope: row.scope as ScopeLevel,
    language: row.language,
  };
}

async function requireUser(db: Database, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound('User');
  return row;
}

/** Every business the user holds a role in, in the order granted (the "first role entry" comes first). */
async function userBusinesses(db: Database, userId: string) {
  const topLevel = alias(businesses, 'top_level');
  const rows = await db
    .select({
      business: businesses,
      role: userRoles.role,
      topLevel: { id: topLevel.id, name: topLevel.name, config: topLevel.config },
    })
    .from(userRoles)
    .innerJoin(businesses, eq(businesses.id, userRoles.businessId))
    .leftJoin(topLevel, eq(topLevel.id, businesses.parentId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.createdAt), asc(userRoles.businessId));
  return rows.map(({ business, role, topLevel: parent }) => ({
    id: business.id,
    name: business.name,
    topLevelBusinessId: parent?.id ?? business.id,
    topLevelBusinessName: parent?.name ?? business.name,
    productType: business.productType as ProductType | null,
    role: role as Role,
    applicationStatus: business.applicationStatus,
    // A program without its own flag follows its organisation's.
    eligibleForOnDemand: business.config.eligibleForOnDemand ?? parent?.config.eligibleForOnDemand ?? false,
  }));
}

/** The cards of every cardholder record linked to the account (a person may hold cards of several programs). */
async function userCards(db: Database, userId: string) {
  const rows = await db
    .select({
      id: cards.id,
      businessId: cards.businessId,
      last4: cards.last4,
      form: cards.form,
      status: cards.status,
    })
    .from(cards)
    .innerJoin(cardholders, eq(cardholders.id, cards.cardholderId))
    .where(eq(cardholders.userId, userId))
    .orderBy(asc(cards.createdAt));
  return rows.map(({ form, ...card }) => ({ ...card, type: form as 'physical' | 'virtual' }));
}

async function isCardholder(db: Database, userId: string) {
  const [holder] = await db
    .select({ id: cardholders.id })
    .from(cardholders)
    .where(eq(cardholders.userId, userId))
    .limit(1);
  return holder !== undefined;
}

export async function getUserProfile(db: Database, userId: string) {
  const user = await requireUser(db, userId);
  return {
    user: toUser(user, await isCardholder(db, userId)),
    businesses: await userBusinesses(db, userId),
    cards: await userCards(db, userId),
  };
}

const phoneInUse = () =>
  new ApiError(409, 'phoneMayBeInUse', ERROR_MESSAGES.phoneMayBeInUse, [detail('phone', 'phoneMayBeInUse')]);

const isUniqueViolation = (error: unknown) => sqlStateOf(error) === SQL_STATE.uniqueViolation;

/**
 * Updates the caller's own name, phone and language; a phone held by another account answers 409.
 * The language is also their cardholder records', which card emails read.
 */
export async function updateUserProfile(db: Database, userId: string, changes: UserProfileChanges) {
  if (changes.phone) {
    const [holder] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, changes.phone), ne(users.id, userId)));
    if (holder) throw phoneInUse();
  }
  const values: Partial<UserRow> = { updatedAt: new Date() };
  if (changes.firstName !== undefined) values.firstName = changes.firstName;
  if (changes.lastName !== undefined) values.lastName = changes.lastName;
  if (changes.phone !== undefined) values.phone = changes.phone;
  if (changes.language !== undefined) values.language = changes.language;
  try {
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx.update(users).set(values).where(eq(users.id, userId)).returning();
      if (!updated) throw notFound('User');
      if (changes.language !== undefined)
        await tx
          .update(cardholders)
          .set({ language: changes.language })
          .where(eq(cardholders.userId, userId));
      return updated;
    });
    return { user: toUser(row, await isCardholder(db, userId)) };
  } catch (error) {
    // Two accounts claiming the same phone at once: the unique index decides, the loser hears 409.
    if (isUniqueViolation(error)) throw phoneInUse();
    throw error;
  }
}
