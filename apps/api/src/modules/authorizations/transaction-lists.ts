import type { TransactionEventStatus } from '@causeway/domain';
import type { Database } from '../../db/client.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import type { BusinessAccess } from '../tenancy/access.ts';
import type { Actor } from '../tenancy/actor.ts';
import { transactionDataHidden } from './transaction-data-hiding.ts';
import { listBusinessTransactions, listCardTransactions } from './transaction-queries.ts';

export type TransactionListInput = {
  cardId?: string | undefined;
  status?: TransactionEventStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  cursor?: string | undefined;
  limit: number;
};

/**
 * A business's card transactions as the caller may see them (an organisation's include the programs
 * the caller reaches); merchant data is left out when hideTransactionData applies to the caller.
 */
export async function businessTransactions(
  db: Database,
  actor: Actor,
  access: BusinessAccess,
  input: TransactionListInput,
) {
  return listBusinessTransactions(db, access.visibleBusinessIds, {
    ...input,
    cursor: decodeCursor(input.cursor),
    hideMerchantData: await transactionDataHidden(db, actor, access),
  });
}

/**
 * One card's transactions, newest first; `access` is the card's business as the caller reaches it,
 * or null for the card's own holder: their own purchases are never hidden from them.
 */
export async function cardTransactions(
  db: Database,
  actor: Actor,
  access: BusinessAccess | null,
  cardId: string,
  input: Omit<TransactionListInput, 'cardId'>,
) {
  return listCardTransactions(db, cardId, {
    ...input,
    cursor: decodeCursor(input.cursor),
    hideMerchantData: access === null ? false : await transactionDataHidden(db, actor, access),
  });
}
