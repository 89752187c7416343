import { type EndpointInput, sandboxFundingEndpoints } from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call.ts';
import { FUNDING_READS, invalidateEndpoints } from '../../../lib/money-query-keys.ts';

type AchDepositBody = EndpointInput<typeof sandboxFundingEndpoints.achDeposit>['body'];

/** POST /api/sandbox/achDeposits: the bank reports an incoming ACH deposit to a funding account. */
export function playAchDeposit(body: AchDepositBody) {
  return call(sandboxFundingEndpoints.achDeposit, { body });
}

export function usePlayAchDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: playAchDeposit,
    onSuccess: () => invalidateEndpoints(queryClient, FUNDING_READS),
  });
}
