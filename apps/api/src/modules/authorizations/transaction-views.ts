import { declineReasonText, transactionDisplayAmountCents } from '@causeway/domain';
import type { cardTransactions } from '../../db/schema/index.ts';

type Row = typeof cardTransactions.$inferSelect;

/** One transaction event as the API answers it, with the spec's display amount and decline text. */
export function toTransactionView(row: Row) {
  const amounts = {
    transactionEventStatus: row.status,
    requestedAmount: { value: row.requestedCents },
    approvedAmount: { value: row.approvedCents },
  };
  return {
    id: row.id,
    cardId: row.cardId,
    businessId: row.businessId,
    kind: row.kind,
    parentId: row.parentId,
    ...amounts,
    refundedAmount: { value: row.refundedCents },
    displayAmountCents: transactionDisplayAmountCents(amounts),
    declineReason: row.declineReason,
    declineReasonText: row.status === 'declined' ? declineReasonText(row.declineReason) : null,
    merchant: {
      name: row.merchantName,
      mcc: row.mcc,
      category: row.merchantCategory,
      country: row.country,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
