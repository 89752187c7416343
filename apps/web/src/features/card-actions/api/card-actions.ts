import { cardLifecycleEndpoints, cardReissueEndpoints, type EndpointInput } from '@causeway/contracts';
import type { CardTransitionName } from '@causeway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call.ts';
import { idempotencyHeaders } from '../../../lib/api/idempotency-key.ts';
import { FUNDING_READS, invalidateCardReads, invalidateEndpoints } from '../../../lib/money-query-keys.ts';

type SetCardPinBody = EndpointInput<typeof cardLifecycleEndpoints.setPin>['body'];
export type ReassociateCardBody = EndpointInput<typeof cardReissueEndpoints.reassociate>['body'];

/** The card's details, the cards lists and the card's activities show the new status and the new activity. */
function useInvalidateCards() {
  const queryClient = useQueryClient();
  return () => invalidateCardReads(queryClient);
}

/**
 * activate (orderCard), lock, unlock (lockCard), freeze, unfreeze (freezeCard), close (closeCard):
 * answers the card as it now is.
 */
export function changeCardStatus(cardId: string, action: CardTransitionName) {
  return call(cardLifecycleEndpoints[action], { params: { id: cardId } });
}

export function useChangeCardStatus(cardId: string) {
  const invalidateCards = useInvalidateCards();
  return useMutation({
    mutationFn: (action: CardTransitionName) => changeCardStatus(cardId, action),
    onSuccess: invalidateCards,
  });
}

/** setPin: sets or replaces the card's PIN (refused for frozen and closed cards). */
export function setCardPin(cardId: string, body: SetCardPinBody) {
  return call(cardLifecycleEndpoints.setPin, { params: { id: cardId }, body });
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
  return call(cardReissueEndpoints.reissueVirtual, {
    params: { id: cardId },
    headers: idempotencyHeaders(idempotencyKey),
  });
}

export function useReissueVirtualCard(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => reissueVirtualCard(cardId, idempotencyKey),
    onSuccess: () =>
      Promise.all([invalidateCardReads(queryClient), invalidateEndpoints(queryClient, FUNDING_READS)]),
  });
}

/** resendVirtualCard: emails the holder of a virtual card again. */
export function resendVirtualCard(cardId: string) {
  return call(cardReissueEndpoints.resendVirtual, { params: { id: cardId } });
}

export function useResendVirtualCard(cardId: string) {
  const invalidateCards = useInvalidateCards();
  return useMutation({ mutationFn: () => resendVirtualCard(cardId), onSuccess: invalidateCards });
}

/** orderCard: gives the card, with its balance, to another person of the same business. */
export function reassociateCard(cardId: string, body: ReassociateCardBody) {
  return call(cardReissueEndpoints.reassociate, { params: { id: cardId }, body });
}

export function useReassociateCard(cardId: string) {
  const invalidateCards = useInvalidateCards();
  return useMutation({
    mutationFn: (body: ReassociateCardBody) => reassociateCard(cardId, body),
    onSuccess: invalidateCards,
  });
}
