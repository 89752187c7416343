import { type EndpointInput, fundingEndpoints, memoSchema } from '@causeway/contracts';
import { bankTransferAmountSchema } from '@causeway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { call } from '../../../lib/api/call.ts';
import { idempotencyHeaders } from '../../../lib/api/idempotency-key.ts';
import { FUNDING_READS, invalidateEndpoints } from '../../../lib/money-query-keys.ts';

/** The transfer form: the amount as typed (to cents, at most $50,000), memo and custom fields. */
export const transferFundsInputSchema = z.object({
  fromBusinessId: z.string(),
  toBusinessId: z.string(),
  amount: bankTransferAmountSchema,
  memo: memoSchema,
  customFields: z.record(z.string(), z.string()),
});
export type TransferFundsForm = z.input<typeof transferFundsInputSchema>;
export type TransferFundsInput = z.output<typeof transferFundsInputSchema>;

type TransferFundsBody = EndpointInput<typeof fundingEndpoints.transfer>['body'];

/** transferFunds: moves money between an organisation and its programs, once per idempotency key. */
export function transferFunds(businessId: string, body: TransferFundsBody, idempotencyKey: string) {
  return call(fundingEndpoints.transfer, {
    params: { id: businessId },
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

export function useTransferFunds(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: TransferFundsBody; idempotencyKey: string }) =>
      transferFunds(businessId, body, idempotencyKey),
    // Both sides' balances and deposit lists change, on this page and on the other business's.
    onSuccess: () => invalidateEndpoints(queryClient, FUNDING_READS),
  });
}
