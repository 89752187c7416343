import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { cardTransactions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { AnswerRecord } from '../../lib/idempotency.ts';
import { cardDecisionTurns } from '../../lib/row-turns.ts';
import { type DecisionRead, readForDecision, type WriteAlong, writeDecision } from './decision-statements.ts';
import { decideAuthorization } from './issuer-decision.ts';
import { readAfterDecision } from './read-after-decision.ts';
import { keepReadForNextDecision, takeRecentRead } from './recent-reads.ts';
import { type PurchaseInput, spendRuleDecline } from './spend-rule-check.ts';
import { decisionEvent } from './transaction-events.ts';
import { toTransactionView } from './transaction-views.ts';

type Row = typeof cardTransactions.$inferSelect;
export type AuthorizationInput = PurchaseInput & { cardId: string };

/**
 * The issuer's real-time decision on one purchase, in two round trips when nothing else moves the
 * card meanwhile: one read of everything the decision needs (no lock), the decision in TypeScript,
 * then one database function that locks the card's account, checks that what was read is still so
 * (status, balance, holds, running totals) and writes the record, the hold, the held amount, the
 * totals and the webhook event. If something changed in between, nothing was written and the
 * decision runs again in a transaction that locks the account before reading, so concurrent
 * purchases on a card reserve funds one at a time and holds never exceed the balance.
 */
export async function authorizePurchase(
  db: Database,
  input: AuthorizationInput,
  audit?: { record: AnswerRecord; statusCode: number },
) {
  // The request's audit event goes in the write's statement, written only with the decision.
  const along: WriteAlong | undefined = audit && ((when) => audit.record.parts(audit.statusCode, when));
  // In the card's turn: this process's decisions on one card read and write one after another, so
  // each reads what the one before it wrote. A decision queued behind another decides on what that
  // one left (recent-reads.ts) instead of reading again; if the write finds that wrong, it reads.
  const optimistic = await cardDecisionTurns.run([input.cardId], async () => {
    const recent = takeRecentRead(input.cardId);
    const written =
      (recent && (await decideAndWrite(db, input, false, along, recent))) ??
      (await decideAndWrite(db, input, false, along));
    if (written) keepReadForNextDecision(input.cardId, written.readAfter);
    return written?.row;
  });
  if (optimistic) {
    audit?.record.committed();
    return toTransactionView(optimistic);
  }
  const locked = await db.transaction(async (tx) => {
    const written = await decideAndWrite(tx, input, true, along);
    // Under the lock nothing can change between the read and the write.
    if (!written) throw new Error('authorization not written under its account lock');
    return written.row;
  });
  audit?.record.committed();
  return toTransactionView(locked);
}

/**
 * One read (or the one given), the decision, one write: the row written and what the card looks
 * like after it; undefined when the write found the card moved since the read.
 */
async function decideAndWrite(
  db: Database,
  input: AuthorizationInput,
  lock: boolean,
  along: WriteAlong | undefined,
  given?: DecisionRead,
): Promise<{ row: Row; readAfter: DecisionRead } | undefined> {
  const read = given ?? (await readForDecision(db, input.cardId, lock));
  if (!read) throw notFound('Card');
  const decision = decideAuthorization({
    status: read.status,
    availableCents: read.balanceCents - read.heldCents,
    amountCents: input.amountCents,
    ruleDecline: read.status === 'active' ? spendRuleDecline(read, input) : null,
  });
  const now = new Date();
  const planned: Row = {
    id: randomUUID(),
    cardId: input.cardId,
    businessId: read.businessId,
    kind: 'authorization',
    parentId: null,
    status: decision.approved ? 'approved' : 'declined',
    requestedCents: input.amountCents,
    approvedCents: decision.approved ? input.amountCents : 0,
    refundedCents: 0,
    declineReason: decision.approved ? null : decision.reason,
    merchantName: input.merchantName,
    mcc: input.mcc,
    merchantCategory: input.merchantCategory,
    country: input.country,
    entryId: null,
    createdAt: now,
    updatedAt: now,
  };
  const row = await writeDecision(
    db,
    {
      transactionId: planned.id,
      cardId: input.cardId,
      read,
      purchase: input,
      approved: decision.approved,
      declineReason: planned.declineReason,
      event: decisionEvent(planned),
    },
    along,
  );
  return row && { row, readAfter: readAfterDecision(read, planned.approvedCents) };
}
