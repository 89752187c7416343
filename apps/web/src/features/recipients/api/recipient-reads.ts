import { type AnyEndpoint, bankTransferEndpoints } from '@causeway/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateEndpoints } from '../../../lib/money-query-keys.ts';

/** What a change to a recipient alters: the lists, the recipient, its intake status and activity. */
const RECIPIENT_READS: readonly AnyEndpoint[] = [
  bankTransferEndpoints.recipients,
  bankTransferEndpoints.recipient,
  bankTransferEndpoints.intakeStatus,
  bankTransferEndpoints.recipientActivities,
];

export function invalidateRecipientReads(queryClient: QueryClient) {
  return invalidateEndpoints(queryClient, RECIPIENT_READS);
}
