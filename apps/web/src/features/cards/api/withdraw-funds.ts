import { cardEndpoints, type EndpointInput, memoSchema } from '@causeway/contracts';
import { loadAmountSchema } from '@causeway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { call } from '../../../lib/api/call.ts';
import { idempotencyHeaders } from '../../../lib/api/idempotency-key.ts';
import { FUNDING_READS, invalidateCardReads, invalidateEndpoints } from '../../../lib/money-query-keys.ts';

/** The withdraw form: an amount (the load rule: at most $9,999, two decimals) and a memo. */
export const withdrawFundsInputSchema = z.object({ amount: loadAmountSchema, memo: memoSchema });
export type WithdrawFundsForm = z.input<typeof withdrawFundsInputSchema>;
export type WithdrawFundsInput = z.output<typeof withdrawFundsInputSchema>;

type WithdrawFundsBody = EndpointInput<typeof cardEndpoints.withdraw>['body'];

/** loadCard: returns money from a card to its business's funding account, once per key. */
export function withdrawFunds(cardId: string, body: WithdrawFundsBody, idempotencyKey: string) {
  return call(cardEndpoints.withdraw, {
    params: { id: cardId },
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
      Promise.all([invalidateCardReads(queryClient), invalidateEndpoints(queryClient, FUNDING_READS)]),
  });
}
