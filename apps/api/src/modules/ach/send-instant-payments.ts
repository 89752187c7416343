import {
  type BankVerificationFailureReasonCode,
  instantRejectionReason,
  type RecipientAction,
} from '@causeway/domain';
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  InstantPayment,
  InstantRail,
  InstantRailAnswer,
} from '../../adapters/instant-payments/instant-rail.ts';
import type { Database } from '../../db/client.ts';
import { bankTransfers, businesses, recipientBankAccounts } from '../../db/schema/index.ts';
import { accountNumberOf } from '../bank-transfers/bank-accounts.ts';
import {
  completeTransfer,
  failTransfer,
  markTransferSubmitted,
} from '../bank-transfers/transfer-outcomes.ts';
import type { AchContext } from './ach-context.ts';

// Instant transfers (RTP/FedNow) go one at a time: each is locked, sent and its answer recorded in
// one transaction, so a worker that dies mid-way leaves the transfer to be sent again, and the rail
// takes the resend as the same payment (the transfer id is the idempotency key).

/** Payments sent per run; the rest wait for the next run, seconds later. */
export const INSTANT_PAYMENTS_PER_RUN = 50;
/** A pending payment is asked about again no sooner than this. */
export const INSTANT_PENDING_RECHECK_MS = 30_000;

/** What a rejection means for the recipient, by its failure reason (issue 10's return table). */
export function instantRecipientAction(reason: BankVerificationFailureReasonCode): RecipientAction {
  switch (reason) {
    case 'account_closed':
      return 'disable_account_request_new';
    case 'invalid_account_number':
    case 'invalid_routing_number':
      return 'require_reentry';
    case 'owner_deceased':
      return 'lock_never_retry';
    case 'account_blocked':
      return 'lock_flag_review';
    default:
      return 'none';
  }
}

const organization = alias(businesses, 'organization');

/** Locks the next instant transfer matching `condition`, skipping those other workers hold. */
async function lockNext(tx: Database, condition: SQL) {
  const [row] = await tx
    .select({
      transfer: bankTransfers,
      account: recipientBankAccounts,
      payerName: sql<string>`coalesce(${organization.name}, ${businesses.name})`,
    })
    .from(bankTransfers)
    .innerJoin(recipientBankAccounts, eq(recipientBankAccounts.id, bankTransfers.bankAccountId))
    .innerJoin(businesses, eq(businesses.id, bankTransfers.businessId))
    .leftJoin(organization, eq(organization.id, businesses.parentId))
    .where(and(eq(bankTransfers.speed, 'instant'), condition))
    .orderBy(asc(bankTransfers.updatedAt), asc(bankTransfers.id))
    .limit(1)
    .for('update', { of: bankTransfers, skipLocked: true });
  return row;
}

/** Records the rail's answer on a transfer locked in `tx`. */
export async function recordInstantAnswer(
  tx: Database,
  context: Pick<AchContext, 'outbox' | 'publicUrl'>,
  transferId: string,
  answer: InstantRailAnswer,
) {
  await markTransferSubmitted(tx, transferId, { achFileId: null, traceNumber: null });
  if (answer.status === 'accepted') {
    await completeTransfer(tx, transferId);
  } else if (answer.status === 'rejected') {
    const failureReason = instantRejectionReason(answer.code);
    await failTransfer(tx, { outbox: context.outbox, publicUrl: context.publicUrl }, transferId, {
      code: answer.code.trim().toUpperCase(),
      failureReason,
      recipientAction: instantRecipientAction(failureReason),
    });
  } else {
    // Still pending: the next ask waits INSTANT_PENDING_RECHECK_MS, and others go first meanwhile.
    await tx.update(bankTransfers).set({ updatedAt: sql`now()` }).where(eq(bankTransfers.id, transferId));
  }
}

async function sendOne(
  db: Database,
  context: AchContext,
  rail: InstantRail,
  nowMs: number,
  attempted: string[],
) {
  return db.transaction(async (tx) => {
    const recheckBefore = new Date(nowMs - INSTANT_PENDING_RECHECK_MS);
    const row = await lockNext(
      tx,
      and(
        sql`((${bankTransfers.status} = 'created' and ${inArray(bankTransfers.approval, ['not_required', 'approved'])})
          or (${bankTransfers.status} = 'processing' and ${bankTransfers.updatedAt} < ${recheckBefore}))`,
        attempted.length > 0 ? notInArray(bankTransfers.id, attempted) : undefined,
      )!,
    );
    if (!row) return null;
    attempted.push(row.transfer.id);
    const answer = await sendOrNull(context, rail, {
      transferId: row.transfer.id,
      amountCents: row.transfer.amountCents,
      debtor: { name: row.payerName, routingNumber: context.originator.odfiRouting },
      creditor: {
        name: row.account.nameOnAccount,
        routingNumber: row.account.routingNumber,
        accountNumber: accountNumberOf(context.masterKey, row.account),
        accountType: row.account.accountType,
      },
      remittanceInformation: row.transfer.memo,
    });
    // Unreachable or out of shape: nothing is recorded, the payment is sent again next run.
    if (!answer) return 'unanswered' as const;
    await recordInstantAnswer(tx, context, row.transfer.id, answer);
    return answer.status;
  });
}

async function sendOrNull(context: AchContext, rail: InstantRail, payment: InstantPayment) {
  try {
    return await rail.send(payment);
  } catch (error) {
    context.log.error(`instant payment ${payment.transferId} got no answer from the rail`, error);
    return null;
  }
}

/** Sends waiting instant transfers and asks again about pending ones; answers the count by outcome. */
export async function sendInstantPayments(db: Database, context: AchContext, nowMs: number) {
  const outcomes = { accepted: 0, rejected: 0, pending: 0, unanswered: 0 };
  const rail = context.rail;
  if (!rail) return outcomes;
  const attempted: string[] = [];
  for (let sent = 0; sent < INSTANT_PAYMENTS_PER_RUN; sent += 1) {
    const outcome = await sendOne(db, context, rail, nowMs, attempted);
    if (!outcome) break;
    outcomes[outcome] += 1;
  }
  return outcomes;
}
