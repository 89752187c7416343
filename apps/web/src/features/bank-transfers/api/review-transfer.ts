import { bankTransferEndpoints } from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call.ts';
import { invalidateTransferReads } from './transfer-reads.ts';

export type Review = { transferId: string } & (
  | { decision: 'approve' }
  | { decision: 'reject'; reason?: string }
);

/** approveTransfer / rejectTransfer: the checker's decision on a transfer above the threshold. */
export function reviewTransfer(review: Review) {
  const params = { id: review.transferId };
  return review.decision === 'approve'
    ? call(bankTransferEndpoints.approveTransfer, { params })
    : call(bankTransferEndpoints.rejectTransfer, {
        params,
        body: review.reason ? { reason: review.reason } : {},
      });
}

export function useReviewTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewTransfer,
    // A refused review (already decided, approver_is_maker) may still mean the list is stale.
    onSettled: () => invalidateTransferReads(queryClient),
  });
}
