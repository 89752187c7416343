import type { CardTransactionEventType } from '@causeway/contracts';
import type { Database } from '../../db/client.ts';
import type { cardTransactions } from '../../db/schema/index.ts';
import { enqueueWebhookEvent } from '../webhooks/enqueue-webhook-event.ts';

type Row = typeof cardTransactions.$inferSelect;

const EVENT_TYPE_OF_STATUS = {
  approved: 'card_transaction_authorized',
  declined: 'card_transaction_declined',
  cleared: 'card_transaction_cleared',
  reversed: 'card_transaction_reversed',
  refunded: 'card_transaction_refunded',
} as const satisfies Record<Row['status'], CardTransactionEventType>;

/**
 * The webhook event of a card transaction's new state (issue 17), written in the transaction that
 * changed it: a decision or a settlement that rolls back sends nothing. The card network made the
 * change, so the actor is the platform. Amounts are in cents, as everywhere in the API.
 */
export async function enqueueTransactionEvent(tx: Database, row: Row): Promise<void> {
  await enqueueWebhookEvent(tx, {
    type: EVENT_TYPE_OF_STATUS[row.status],
    businessId: row.businessId,
    cardId: row.cardId,
    transactionId: row.id,
    actorUserId: null,
    occurredAt: row.updatedAt,
    details: {
      kind: row.kind,
      status: row.status,
      requestedCents: row.requestedCents,
      approvedCents: row.approvedCents,
      refundedCents: row.refundedCents,
      declineReason: row.declineReason,
      merchantName: row.merchantName,
      mcc: row.mcc,
      merchantCategory: row.merchantCategory,
      country: row.country,
      ...(row.parentId ? { parentTransactionId: row.parentId } : {}),
    },
  });
}
