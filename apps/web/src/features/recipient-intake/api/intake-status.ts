import { bankTransferEndpoints, type intakeStatusResponseSchema } from '@causeway/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { endpointKey } from '../../../lib/api/call.ts';
import { callWithIntakeSession } from './intake-call.ts';

export type IntakeStatus = z.output<typeof intakeStatusResponseSchema>;

const intakeStatusKey = (recipientId: string) =>
  endpointKey(bankTransferEndpoints.intakeStatus, { id: recipientId });

export function getIntakeStatus(recipientId: string, sessionToken: string) {
  return callWithIntakeSession(bankTransferEndpoints.intakeStatus, sessionToken, {
    params: { id: recipientId },
  });
}

/** Where the recipient's bank verification stands; read again while a result is awaited. */
export function useIntakeStatus(recipientId: string, sessionToken: string) {
  return useQuery({
    queryKey: intakeStatusKey(recipientId),
    queryFn: () => getIntakeStatus(recipientId, sessionToken),
    staleTime: 0,
    // A pending verification can settle while the page is open: look again, unless it waits for
    // the recipient's own micro-deposit amounts.
    refetchInterval: ({ state }) =>
      state.data?.intakeStatus === 'pending_verification' && !state.data.microDeposits ? 15_000 : false,
  });
}

/** Puts an answer that is an intake status (bank link, deposits, retry) in place, or reads again. */
export function useSetIntakeStatus(recipientId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (status?: IntakeStatus) =>
      status
        ? queryClient.setQueryData(intakeStatusKey(recipientId), status)
        : queryClient.invalidateQueries({ queryKey: intakeStatusKey(recipientId) }),
    [queryClient, recipientId],
  );
}
