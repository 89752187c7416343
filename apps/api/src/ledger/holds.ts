import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { cardHolds, cards, ledgerAccounts } from '../db/schema/index.ts';

/**
 * A card with its ledger account's balance and holds, read in one statement that locks the
 * account row: concurrent purchases on a card reserve funds one at a time, so holds never exceed
 * the balance. Undefined when there is no such card.
 */
export async function lockCardAccount(tx: Database, cardId: string) {
  const [locked] = await tx
    .select({ card: cards, balanceCents: ledgerAccounts.balanceCents, heldCents: ledgerAccounts.heldCents })
    .from(cards)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, cards.accountId))
    .where(eq(cards.id, cardId))
    .for('update', { of: ledgerAccounts });
  return locked;
}

export type HoldInput = { transactionId: string; accountId: string; amountCents: number };

/**
 * Reserves an approved purchase's amount on its (already locked) account: the held amount grows
 * and a pending hold is recorded. Both go out in one statement with `alongside`, the caller's other
 * write of the decision (a round trip inside the processor's time budget).
 */
export async function placeHold(tx: Database, hold: HoldInput, alongside: SQLWrapper) {
  const held = tx
    .update(ledgerAccounts)
    .set({ heldCents: sql`${ledgerAccounts.heldCents} + ${hold.amountCents}` })
    .where(eq(ledgerAccounts.id, hold.accountId));
  const pending = tx.insert(cardHolds).values({
    transactionId: hold.transactionId,
    accountId: hold.accountId,
    amountCents: hold.amountCents,
  });
  await tx.execute(sql`with held as (${held.getSQL()}), hold as (${pending.getSQL()}) ${alongside.getSQL()}`);
}

/**
 * Resolves a transaction's pending hold (posted when it clears, voided when it is reversed) and
 * takes its amount off the account's held amount. The caller holds the account's row lock.
 */
export async function releaseHold(
  tx: Database,
  transactionId: string,
  accountId: string,
  status: 'posted' | 'voided',
) {
  const [hold] = await tx
    .update(cardHolds)
    .set({ status, resolvedAt: new Date() })
    .where(and(eq(cardHolds.transactionId, transactionId), eq(cardHolds.status, 'pending')))
    .returning({ amountCents: cardHolds.amountCents });
  if (!hold) throw new Error('approved authorization without a pending hold');
  await tx
    .update(ledgerAccounts)
    .set({ heldCents: sql`${ledgerAccounts.heldCents} - ${hold.amountCents}` })
    .where(eq(ledgerAccounts.id, accountId));
}
