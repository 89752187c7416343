import { randomUUID } from 'node:crypto';
import type { CardTransactionEventType, WebhookEventPayload } from '@causeway/contracts';
import { WEBHOOK_PAYLOAD_BYTES_MAX } from '@causeway/domain';
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

/** What a card transaction's event tells about it: amounts in cents, as everywhere in the API. */
function detailsOf(row: Row) {
  return {
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
  };
}

/**
 * The webhook event of a card transaction's new state (issue 17), written in the transaction that
 * changed it: a decision or a settlement that rolls back sends nothing. The card network made the
 * change, so the actor is the platform.
 */
export async function enqueueTransactionEvent(tx: Database, row: Row): Promise<void> {
  await enqueueWebhookEvent(tx, {
    type: EVENT_TYPE_OF_STATUS[row.status],
    businessId: row.businessId,
    cardId: row.cardId,
    transactionId: row.id,
    actorUserId: null,
    occurredAt: row.updatedAt,
    details: detailsOf(row),
  });
}

/**
 * The same event for a decision that writes it inside card_authorization_write (migration 0032),
 * as enqueueWebhookEvent would shape it: the function puts the record's time in `timestamp` (an
 * ISO string of the same length as the one here, so the size check holds).
 */
export function decisionEvent(row: Row) {
  const type = EVENT_TYPE_OF_STATUS[row.status];
  const payload: WebhookEventPayload = {
    type,
    timestamp: row.updatedAt.toISOString(),
    data: {
      transactionId: row.id,
      businessId: row.businessId,
      cardId: row.cardId,
      actor: { type: 'system', id: null },
      details: detailsOf(row),
    },
  };
  const fits = Buffer.byteLength(JSON.stringify(payload)) <= WEBHOOK_PAYLOAD_BYTES_MAX;
  return {
    id: randomUUID(),
    type,
    payload: fits ? payload : { ...payload, data: { ...payload.data, details: {}, detailsOmitted: true } },
  };
}
