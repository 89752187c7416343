import { cardEndpoints, memoSchema } from '@causeway/contracts';
import { loadAmountSchema } from '@causeway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { call } from '../../../lib/api/call.ts';
import { idempotencyHeaders } from '../../../lib/api/idempotency-key.ts';
import { FUNDING_READS, invalidateCardReads, invalidateEndpoints } from '../../../lib/money-query-keys.ts';
import type { LoadCardsResponse, LoadRequest, LoadRun } from './load-plan.ts';

/**
 * The load form: one amount for every card, or one per card (in the order of the cards shown),
 * each checked by the domain's load rule (at most $9,999, two decimals), then memo and custom fields.
 */
export const loadCardsInputSchema = z
  .object({
    mode: z.enum(['same', 'each']),
    amount: z.string(),
    amounts: z.array(z.string()),
    memo: memoSchema,
    customFields: z.record(z.string(), z.string()),
  })
  .transform(({ mode, amount, amounts, memo, customFields }, ctx) => {
    const cents = (text: string, path: (string | number)[]) => {
      const result = loadAmountSchema.safeParse(text);
      if (result.success) return result.data;
      ctx.issues.push({ code: 'custom', message: result.error.issues[0]?.message ?? '', path, input: text });
      return 0;
    };
    const amountsCents =
      mode === 'same'
        ? [cents(amount, ['amount'])]
        : amounts.map((text, index) => cents(text, ['amounts', index]));
    return { sameAmount: mode === 'same', amountsCents, memo, customFields };
  });
export type LoadCardsForm = z.input<typeof loadCardsInputSchema>;
export type LoadCardsInput = z.output<typeof loadCardsInputSchema>;

/** loadCard: loads cards of one business from its funding account; per-card results. */
export function loadCards({ businessId, body, idempotencyKey }: LoadRequest): Promise<LoadCardsResponse> {
  return call(cardEndpoints.load, {
    params: { id: businessId },
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

/** Sends the requests side by side; one failing does not stop the others. */
export async function runLoadRequests(requests: readonly LoadRequest[]): Promise<LoadRun[]> {
  const settled = await Promise.allSettled(requests.map((request) => loadCards(request)));
  return settled.map((outcome, index) => {
    const request = requests[index]!;
    return outcome.status === 'fulfilled'
      ? { request, response: outcome.value }
      : { request, error: outcome.reason as unknown };
  });
}

export function useLoadCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runLoadRequests,
    // Card balances, histories and lists change, and so do the funding accounts paying for them.
    onSuccess: () =>
      Promise.all([invalidateCardReads(queryClient), invalidateEndpoints(queryClient, FUNDING_READS)]),
  });
}
