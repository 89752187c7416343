import type {
  cardActionResponseSchema,
  cardDetailsResponseSchema,
  reassociateCardBodySchema,
  reissueVirtualCardResponseSchema,
  resendVirtualCardResponseSchema,
  setCardPinBodySchema,
  setCardPinResponseSchema,
} from '@causeway/contracts';
import type { CardAction } from '@causeway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { idempotencyHeaders } from '../../../lib/api/idempotency-key.ts';
import { CARDS_QUERY_ROOT, FUNDING_READS, invalidateEndpoints } from '../../../lib/money-query-keys.ts';

type CardActionResponse = z.infer<typeof cardActionResponseSchema>;
type SetCardPinBody = z.infer<typeof setCardPinBodySchema>;
type SetCardPinResponse = z.infer<typeof setCardPinResponseSchema>;
type ReissueVirtualCardResponse = z.infer<typeof reissueVirtualCardResponseSchema>;
type ResendVirtualCardResponse = z.infer<typeof resendVirtualCardResponseSchema>;
export type ReassociateCardBody = z.infer<typeof reassociateCardBodySchema>;
type ReassociateCardResponse = z.infer<typeof cardDetailsResponseSchema>;

/**
 * Every card query (the card's details, the cards lists, the card's activities) starts with
 * CARDS_QUERY_ROOT, so one invalidation shows the new status and the new activity everywhere.
 */
function useInvalidateCards() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CARDS_QUERY_ROOT });
}

/** lock, unlock (lockCard), freeze, unfreeze (freezeCard), close (closeCard): answers the card as it now is. */
export function changeCardStatus(cardId: string, action: CardAction) {
  return apiRequest<CardActionResponse>(`/cards/${cardId}/${action}`, { method: 'POST' });
}

export function useChangeCardStatus(cardId: string) {
  const invalidateCards = useInvalidateCards();
  return useMutation({
    mutationFn: (action: CardAction) => changeCardStatus(cardId, action),
    onSuccess: invalidateCards,
  });
}

/** setPin: sets or replaces the card's PIN (refused for frozen and closed cards). */
export function setCardPin(cardId: string, body: SetCardPinBody) {
  return apiRequest<SetCardPinResponse>(`/cards/${cardId}/pin`, { method: 'POST', body });
}

export function useSetCardPin(cardId: string) {
  const invalidateCards = useInvalidateCards();
  return useMutation({
    mutationFn: (body: SetCardPinBody) => setCardPin(cardId, body),
    onSuccess: invalidateCards,
  });
}

/**
 * replaceCard: a new virtual card for the same holder receives the old card's available funds and
 * the old card closes, once per idempotency key.
 */
export function reissueVirtualCard(cardId: string, idempotencyKey: string) {
  return apiRequest<ReissueVirtualCardResponse>(`/cards/${cardId}/reissueVirtualCard`, {
    method: 'POST',
    headers: idempotencyHeaders(idempotencyKey),
  });
}

export function useReissueVirtualCard(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => reissueVirtualCard(cardId, idempotencyKey),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CARDS_QUERY_ROOT }),
        invalidateEndpoints(queryClient, FUNDING_READS),
      ]),
  });
}

/** resendVirtualCard: emails the holder of a virtual card again. */
export function resendVirtualCard(cardId: string) {
  return apiRequest<ResendVirtualCardResponse>(`/cards/${cardId}/resendVirtualCard`, { method: 'POST' });
}

export function useResendVirtualCard(cardId: string) {
  const invalidateCards = useInvalidateCards();
  return useMutation({ mutationFn: () => resendVirtualCard(cardId), onSuccess: invalidateCards });
}

/** orderCard: gives the card, with its balance, to another person of the same business. */
export function reassociateCard(cardId: string, body: ReassociateCardBody) {
  return apiRequest<ReassociateCardResponse>(`/cards/${cardId}/reassociate`, { method: 'POST', body });
}

export function useReassociateCard(cardId: string) {
  const invalidateCards = useInvalidateCards();
  return useMutation({
    mutationFn: (body: ReassociateCardBody) => reassociateCard(cardId, body),
    onSuccess: invalidateCards,
  });
}
