import {
  memoSchema,
  type withdrawFundsBodySchema,
  type withdrawFundsResponseSchema,
} from '@causeway/contracts';
import { loadAmountSchema } from '@causeway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { idempotencyHeaders } from '../../../lib/api/idempotency-key.ts';
import { CARDS_QUERY_ROOT, FUNDING_READS, invalidateEndpoints } from '../../../lib/money-query-keys.ts';

/** The withdraw form: an amount (the load rule: at most $9,999, two decimals) and a memo. */
export const withdrawFundsInputSchema = z.object({ amount: loadAmountSchema, memo: memoSchema });
export type WithdrawFundsForm = z.input<typeof withdrawFundsInputSchema>;
export type WithdrawFundsInput = z.output<typeof withdrawFundsInputSchema>;

type WithdrawFundsBody = z.infer<typeof withdrawFundsBodySchema>;
type WithdrawFundsResponse = z.infer<typeof withdrawFundsResponseSchema>;

/** loadCard: returns money from a card to its business's funding account, once per key. */
export function withdrawFunds(cardId: string, body: WithdrawFundsBody, idempotencyKey: string) {
  return apiRequest<WithdrawFundsResponse>(`/cards/${cardId}/withdrawFunds`, {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

export function useWithdrawFunds(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: WithdrawFundsBody; idempotencyKey: string }) =>
      withdrawFunds(cardId, body, idempotencyKey),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CARDS_QUERY_ROOT }),
        invalidateEndpoints(queryClient, FUNDING_READS),
      ]),
  });
}
