import { cardLinkingEndpoints } from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api/call.ts';

/**
 * Whether a card ID names a physical card that can be linked (public, rate-limited). A check the
 * person asks for with a button, so a mutation: nothing is cached or retried.
 */
export function validateCard(cardId: string) {
  return call(cardLinkingEndpoints.validate, { params: { id: cardId } });
}

export function useValidateCard() {
  return useMutation({ mutationFn: validateCard });
}
