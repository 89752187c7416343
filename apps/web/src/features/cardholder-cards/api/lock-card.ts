import { cardholderEndpoints, cardLifecycleEndpoints } from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';
import { invalidateCardReads } from '../../../lib/money-query-keys.ts';

export type LockAction = 'lock' | 'unlock';

/** POST /cards/{id}/lock or /unlock, as the card's holder: answers the card as it now is. */
export function changeCardLock(cardId: string, action: LockAction) {
  return call(cardLifecycleEndpoints[action], { params: { id: cardId } });
}

/** Locks or unlocks, then refreshes the person's cards and the card's reads. */
export function useChangeCardLock(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: LockAction) => changeCardLock(cardId, action),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: endpointKey(cardholderEndpoints.get) }),
        invalidateCardReads(queryClient),
      ]),
  });
}
