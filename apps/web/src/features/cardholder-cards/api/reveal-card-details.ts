import { CARD_TOKEN_HEADER, cardRevealEndpoints, type EndpointResponse } from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api/call.ts';

export type RevealedCardDetails = EndpointResponse<typeof cardRevealEndpoints.sensitiveDetails> & {
  /** When the one-minute token runs out: the details hide then. */
  hideAtMs: number;
};

/**
 * The full number, CVV and expiry in two steps: a one-minute token for this card (its holder only),
 * then the details with that token in X-Card-Token. The answer lives in this mutation only (never
 * a cached query, never the URL) and is forgotten as soon as it is reset or unmounted (gcTime 0).
 */
export async function revealCardDetails(cardId: string, nowMs: () => number = Date.now) {
  // Counted from before the token is asked for, so the details never outlive it.
  const startedAtMs = nowMs();
  const { token, expiresIn } = await call(cardRevealEndpoints.clientToken, { params: { id: cardId } });
  const details = await call(cardRevealEndpoints.sensitiveDetails, {
    params: { id: cardId },
    headers: { [CARD_TOKEN_HEADER]: token },
  });
  return { ...details, hideAtMs: startedAtMs + expiresIn * 1000 };
}

export function useRevealCardDetails(cardId: string) {
  return useMutation({
    mutationFn: (): Promise<RevealedCardDetails> => revealCardDetails(cardId),
    gcTime: 0,
    retry: false,
  });
}
