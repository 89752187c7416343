import { type AnyEndpoint, bankTransferEndpoints } from '@causeway/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { FUNDING_READS, invalidateEndpoints } from '../../../lib/money-query-keys.ts';

/**
 * What a payment, an approval or a refusal changes: the transfer lists (the business's, the
 * recipient's, the approval queue), the recipient's activity, and the funding balances it draws on.
 */
const TRANSFER_READS: readonly AnyEndpoint[] = [
  bankTransferEndpoints.transfers,
  bankTransferEndpoints.recipientTransfers,
  bankTransferEndpoints.recipientActivities,
  ...FUNDING_READS,
];

export function invalidateTransferReads(queryClient: QueryClient) {
  return invalidateEndpoints(queryClient, TRANSFER_READS);
}
