import type { balanceSchema, sandboxAchDepositBodySchema } from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { FUNDING_READS, invalidateEndpoints } from '../../../lib/money-query-keys.ts';

type AchDepositBody = z.infer<typeof sandboxAchDepositBodySchema>;
type AchDepositResponse = { entryId: string; balance: z.infer<typeof balanceSchema> };

/** POST /api/sandbox/achDeposits: the bank reports an incoming ACH deposit to a funding account. */
export function playAchDeposit(body: AchDepositBody) {
  return apiRequest<AchDepositResponse>('/sandbox/achDeposits', { method: 'POST', body });
}

export function usePlayAchDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: playAchDeposit,
    onSuccess: () => invalidateEndpoints(queryClient, FUNDING_READS),
  });
}
