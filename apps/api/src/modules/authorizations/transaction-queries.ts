import { and, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardTransactions, type TransactionEventStatus } from '../../db/schema/index.ts';
import { type Cursor, keysetAfter, pageOf } from '../../lib/cursor.ts';
import { dayStart, nextDayStart } from '../../lib/new-york-days.ts';
import { toTransactionView } from './transaction-views.ts';

export type TransactionQuery = {
  cardId?: string | undefined;
  status?: TransactionEventStatus | undefined;
  /** Calendar days (YYYY-MM-DD) in America/New_York, both ends included. */
  from?: string | undefined;
  to?: string | undefined;
  cursor?: Cursor | undefined;
  limit: number;
  /** hideTransactionData applies to the caller (see transaction-data-hiding.ts). */
  hideMerchantData?: boolean | undefined;
};

function conditions(query: TransactionQuery): (SQL | undefined)[] {
  const { cursor } = query;
  return [
    query.cardId ? eq(cardTransactions.cardId, query.cardId) : undefined,
    query.status ? eq(cardTransactions.status, query.status) : undefined,
    query.from ? gte(cardTransactions.createdAt, dayStart(query.from)) : undefined,
    query.to ? lt(cardTransactions.createdAt, nextDayStart(query.to)) : undefined,
    keysetAfter(cursor, cardTransactions.createdAt, cardTransactions.id),
  ];
}

/** Merchant name, MCC, category and country left out (hideTransactionData); amounts, dates and statuses stay. */
function withoutMerchantData(view: ReturnType<typeof toTransactionView>) {
  return { ...view, merchant: { name: null, mcc: null, category: null, country: null } };
}

async function page(db: Database, where: SQL | undefined, query: TransactionQuery) {
  const { limit } = query;
  const rows = await db
    .select()
    .from(cardTransactions)
    .where(where)
    .orderBy(desc(cardTransactions.createdAt), desc(cardTransactions.id))
    .limit(limit + 1);
  const { items, nextCursor } = pageOf(rows, limit);
  const views = items.map(toTransactionView);
  const hidden = query.hideMerchantData === true;
  return {
    transactions: hidden ? views.map(withoutMerchantData) : views,
    page: { nextCursor },
    transactionDataHidden: hidden,
  };
}

/** Transactions of the businesses a page covers (an organisation's includes the programs the caller sees). */
export async function listBusinessTransactions(db: Database, scope: string[], query: TransactionQuery) {
  return page(db, and(inArray(cardTransactions.businessId, scope), ...conditions(query)), query);
}

export async function listCardTransactions(db: Database, cardId: string, query: TransactionQuery) {
  return page(db, and(...conditions({ ...query, cardId })), query);
}
