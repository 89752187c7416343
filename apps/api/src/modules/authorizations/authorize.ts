import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardHolds, cards, cardTransactions, ledgerAccounts } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { addToSpendingWindows } from '../spend-rules/spending-windows.ts';
import { decideAuthorization } from './issuer-decision.ts';
import { type PurchaseInput, spendRuleDecline } from './spend-rule-check.ts';
import { toTransactionView } from './transaction-views.ts';

export type AuthorizationInput = PurchaseInput & { cardId: string };

/**
 * The issuer's real-time decision on one purchase. The card row is read with a share lock (a status
 * change waits for the decision) and the card's account with an update lock, so concurrent
 * purchases reserve funds one at a time and holds never exceed the balance.
 */
export async function authorizePurchase(db: Database, input: AuthorizationInput) {
  return db.transaction(async (tx) => {
    const [card] = await tx.select().from(cards).where(eq(cards.id, input.cardId)).for('share');
    if (!card) throw notFound('Card');
    const [account] = await tx
      .select({ balanceCents: ledgerAccounts.balanceCents, heldCents: ledgerAccounts.heldCents })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, card.accountId))
      .for('update');
    const ruleDecline = card.status === 'active' ? await spendRuleDecline(tx, card.id, input) : null;
    const decision = decideAuthorization({
      status: card.status,
      availableCents: account!.balanceCents - account!.heldCents,
      amountCents: input.amountCents,
      ruleDecline,
    });
    const [transaction] = await tx
      .insert(cardTransactions)
      .values({
        cardId: card.id,
        businessId: card.businessId,
        kind: 'authorization',
        status: decision.approved ? 'approved' : 'declined',
        requestedCents: input.amountCents,
        approvedCents: decision.approved ? input.amountCents : 0,
        declineReason: decision.approved ? null : decision.reason,
        merchantName: input.merchantName,
        mcc: input.mcc,
        merchantCategory: input.merchantCategory,
        country: input.country,
      })
      .returning();
    if (decision.approved) {
      await tx
        .update(ledgerAccounts)
        .set({ heldCents: sql`${ledgerAccounts.heldCents} + ${input.amountCents}` })
        .where(eq(ledgerAccounts.id, card.accountId));
      await tx.insert(cardHolds).values({
        transactionId: transaction!.id,
        accountId: card.accountId,
        amountCents: input.amountCents,
      });
      await addToSpendingWindows(tx, { cardId: card.id, amountCents: input.amountCents, count: 1 });
    }
    return toTransactionView(transaction!);
  });
}
