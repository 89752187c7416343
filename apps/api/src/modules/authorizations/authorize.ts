import type { Database } from '../../db/client.ts';
import { cardTransactions } from '../../db/schema/index.ts';
import { lockCardAccount, placeHold } from '../../ledger/holds.ts';
import { notFound } from '../../lib/errors.ts';
import { spendingWindowsUpsert } from '../spend-rules/spending-windows.ts';
import { decideAuthorization } from './issuer-decision.ts';
import { type PurchaseInput, spendRuleDecline } from './spend-rule-check.ts';
import { enqueueTransactionEvent } from './transaction-events.ts';
import { toTransactionView } from './transaction-views.ts';

export type AuthorizationInput = PurchaseInput & { cardId: string };

/**
 * The issuer's real-time decision on one purchase, in few statements (each is a round trip inside
 * the processor's 1–3 s budget). The ledger reads the card and its account in one statement that
 * locks the account row: concurrent purchases on a card reserve funds one at a time, so holds never
 * exceed the balance, and a status change committed meanwhile orders after this decision. An
 * approval's writes (the ledger's hold, the velocity totals) go out as one statement after the record.
 */
export async function authorizePurchase(db: Database, input: AuthorizationInput) {
  return db.transaction(async (tx) => {
    const locked = await lockCardAccount(tx, input.cardId);
    if (!locked) throw notFound('Card');
    const { card } = locked;
    const ruleDecline = card.status === 'active' ? await spendRuleDecline(tx, card.id, input) : null;
    const decision = decideAuthorization({
      status: card.status,
      availableCents: locked.balanceCents - locked.heldCents,
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
      const totals = spendingWindowsUpsert(tx, { cardId: card.id, amountCents: input.amountCents, count: 1 });
      await placeHold(
        tx,
        { transactionId: transaction!.id, accountId: card.accountId, amountCents: input.amountCents },
        totals,
      );
    }
    await enqueueTransactionEvent(tx, transaction!);
    return toTransactionView(transaction!);
  });
}
