import { cardLifecycleEndpoints } from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, endpointKey } from '../../../lib/api/call.ts';
import type { pinFormSchema } from '../logic/card-details-form.ts';

export type SetCardPinInput = { cardId: string; pin: z.output<typeof pinFormSchema> };

/** Sets or replaces the PIN of one of the signed-in cardholder's cards. */
export function setCardPin({ cardId, pin }: SetCardPinInput) {
  return call(cardLifecycleEndpoints.setPin, { params: { id: cardId }, body: pin });
}

/** A PIN set is one of the card's activity events: its activity is read again afterwards. */
export function useSetCardPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCardPin,
    onSuccess: (_answer, { cardId }) =>
      queryClient.invalidateQueries({
        queryKey: endpointKey(cardLifecycleEndpoints.activities, { id: cardId }),
      }),
  });
}
