import { cardLinkingEndpoints } from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api/call.ts';
import type { firstPinFormSchema } from '../logic/card-details-form.ts';

export type FirstPinInput = z.output<typeof firstPinFormSchema>;

/** The first PIN of a physical card without signing in, proven by its card details (rate-limited). */
export function setFirstPin({ cardId, lastSix, organizationName, expiry, pin, confirmPin }: FirstPinInput) {
  return call(cardLinkingEndpoints.firstPin, {
    params: { id: cardId },
    body: { lastSix, organizationName, expiry, pin, confirmPin },
  });
}

export function useSetFirstPin() {
  return useMutation({ mutationFn: setFirstPin });
}
