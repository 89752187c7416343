import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, cards, cardTransactions } from '../../db/schema/index.ts';
import { businessAccountId } from '../../ledger/accounts.ts';
import { releaseHold } from '../../ledger/holds.ts';
import { lockAccounts, postEntry } from '../../ledger/post-entry.ts';
import { badRequest, conflict, detail, notFound } from '../../lib/errors.ts';
import { addToSpendingWindows } from '../spend-rules/spending-windows.ts';
import { enqueueTransactionEvent } from './transaction-events.ts';
import { toTransactionView } from './transaction-views.ts';

type Transaction = typeof cardTransactions.$inferSelect;

const wrongState = (transaction: Transaction, action: string, needed: string) =>
  conflict(
    'invalid_transaction_state',
    `This transaction is ${transaction.status}; only ${needed} transactions can be ${action}.`,
  );

/** The authorization and what settling it touches, its row locked against a second settlement. */
async function lockAuthorization(tx: Database, transactionId: string) {
  const [row] = await tx
    .select({ transaction: cardTransactions, accountId: cards.accountId, parentId: businesses.parentId })
    .from(cardTransactions)
    .innerJoin(cards, eq(cards.id, cardTransactions.cardId))
    .innerJoin(businesses, eq(businesses.id, cardTransactions.businessId))
    .where(and(eq(cardTransactions.id, transactionId), eq(cardTransactions.kind, 'authorization')))
    .for('update', { of: cardTransactions });
  if (!row) throw notFound('Transaction');
  const organizationId = row.parentId ?? row.transaction.businessId;
  return { ...row, organizationId };
}

/**
 * Clearing: the hold becomes a posting of the final amount (which may differ from the hold) from
 * the card to the organisation's card_network account. A final amount above what the card can pay
 * once its hold is released is refused (409 insufficient_funds) and changes nothing.
 */
export async function clearAuthorization(db: Database, transactionId: string, amountCents?: number) {
  return db.transaction(async (tx) => {
    const { transaction, accountId, organizationId } = await lockAuthorization(tx, transactionId);
    if (transaction.status !== 'approved') throw wrongState(transaction, 'cleared', 'approved');
    const networkId = await businessAccountId(tx, organizationId, 'card_network');
    await lockAccounts(tx, [accountId, networkId]);
    await releaseHold(tx, transaction.id, accountId, 'posted');
    const finalCents = amountCents ?? transaction.approvedCents;
    const entry = await postEntry(tx, {
      organizationId,
      kind: 'card_clearing',
      memo: transaction.merchantName,
      postings: [
        { accountId, amountCents: -finalCents },
        { accountId: networkId, amountCents: finalCents },
      ],
    });
    await addToSpendingWindows(tx, {
      cardId: transaction.cardId,
      amountCents: finalCents - transaction.approvedCents,
      count: 0,
      at: transaction.createdAt,
    });
    const [cleared] = await tx
      .update(cardTransactions)
      .set({ status: 'cleared', approvedCents: finalCents, entryId: entry.entryId, updatedAt: new Date() })
      .where(eq(cardTransactions.id, transaction.id))
      .returning();
    await enqueueTransactionEvent(tx, cleared!);
    return toTransactionView(cleared!);
  });
}

/** Reversal: the merchant lets go of an approved authorization; its hold is released. */
export async function reverseAuthorization(db: Database, transactionId: string) {
  return db.transaction(async (tx) => {
    const { transaction, accountId } = await lockAuthorization(tx, transactionId);
    if (transaction.status !== 'approved') throw wrongState(transaction, 'reversed', 'approved');
    await lockAccounts(tx, [accountId]);
    await releaseHold(tx, transaction.id, accountId, 'voided');
    await addToSpendingWindows(tx, {
      cardId: transaction.cardId,
      amountCents: -transaction.approvedCents,
      count: -1,
      at: transaction.createdAt,
    });
    const [reversed] = await tx
      .update(cardTransactions)
      .set({ status: 'reversed', updatedAt: new Date() })
      .where(eq(cardTransactions.id, transaction.id))
      .returning();
    await enqueueTransactionEvent(tx, reversed!);
    return toTransactionView(reversed!);
  });
}

/**
 * Refund: money back from the card network to the card, for a cleared purchase, at most what was
 * cleared less earlier refunds. Recorded as its own transaction event (status refunded).
 */
export async function refundAuthorization(db: Database, transactionId: string, amountCents: number) {
  return db.transaction(async (tx) => {
    const { transaction, accountId, organizationId } = await lockAuthorization(tx, transactionId);
    if (transaction.status !== 'cleared') throw wrongState(transaction, 'refunded', 'cleared');
    const refundable = transaction.approvedCents - transaction.refundedCents;
    if (amountCents > refundable) {
      throw badRequest([detail('amountCents', 'refundTooLarge', { cents: refundable })]);
    }
    const networkId = await businessAccountId(tx, organizationId, 'card_network');
    const entry = await postEntry(tx, {
      organizationId,
      kind: 'card_refund',
      memo: transaction.merchantName,
      postings: [
        { accountId: networkId, amountCents: -amountCents },
        { accountId, amountCents },
      ],
    });
    await tx
      .update(cardTransactions)
      .set({ refundedCents: transaction.refundedCents + amountCents, updatedAt: new Date() })
      .where(eq(cardTransactions.id, transaction.id));
    const [refund] = await tx
      .insert(cardTransactions)
      .values({
        cardId: transaction.cardId,
        businessId: transaction.businessId,
        kind: 'refund',
        parentId: transaction.id,
        status: 'refunded',
        requestedCents: amountCents,
        approvedCents: amountCents,
        merchantName: transaction.merchantName,
        mcc: transaction.mcc,
        merchantCategory: transaction.merchantCategory,
        country: transaction.country,
        entryId: entry.entryId,
      })
      .returning();
    await enqueueTransactionEvent(tx, refund!);
    return toTransactionView(refund!);
  });
}
