import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { cardHolds, ledgerAccounts } from '../db/schema/index.ts';

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
