import {
  type fundingTransferBodySchema,
  type fundingTransferResponseSchema,
  memoSchema,
} from '@causeway/contracts';
import { bankTransferAmountSchema } from '@causeway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { idempotencyHeaders } from '../../../lib/api/idempotency-key.ts';
import { FUNDING_QUERY_ROOT } from '../../../lib/money-query-keys.ts';

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

type TransferFundsBody = z.infer<typeof fundingTransferBodySchema>;
type TransferFundsResponse = z.infer<typeof fundingTransferResponseSchema>;

/** transferFunds: moves money between an organisation and its programs, once per idempotency key. */
export function transferFunds(businessId: string, body: TransferFundsBody, idempotencyKey: string) {
  return apiRequest<TransferFundsResponse>(`/businesses/${businessId}/fundingAccount/transfer`, {
    method: 'POST',
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FUNDING_QUERY_ROOT }),
  });
}
