import { activityEventTypeSchema, CARD_TRANSITIONS, pinWithConfirmationSchema } from '@causeway/domain';
import { z } from 'zod';
import { reissueAndShipBodySchema, reissueAndShipResponseSchema } from './card-orders.ts';
import {
  CARD_DATA_RATE_LIMIT,
  cardDetailsProofSchema,
  cardDetailsResponseSchema,
  cardReferenceParamsSchema,
  cardSummarySchema,
  firstPinBodySchema,
  linkCardResponseSchema,
  reassociateCardBodySchema,
  reissueVirtualCardResponseSchema,
  resendVirtualCardResponseSchema,
  validateCardResponseSchema,
} from './cards.ts';
import { idParamsSchema, isoDateTime, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/** lock, unlock, freeze, unfreeze and close answer the card as it now is. */
export const cardActionResponseSchema = z.object({ card: cardSummarySchema });

/** Four digits, typed twice (cardholder spec §5). */
export const setCardPinBodySchema = pinWithConfirmationSchema;
export const setCardPinResponseSchema = z.object({ cardId: z.uuid(), pinSet: z.literal(true) });

export const cardActivitySchema = z.object({
  id: z.uuid(),
  type: activityEventTypeSchema,
  actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: isoDateTime,
});
export const cardActivitiesResponseSchema = z.object({
  activities: z.array(cardActivitySchema),
  page: pageInfoSchema,
});

const tags = ['cards'];

/** Card status changes (issue 5 item 2), the PIN, and the card's activity events. */
export const cardLifecycleEndpoints = {
  lock: endpoint({
    method: 'POST',
    path: '/cards/{id}/lock',
    summary: 'Lock a card: it cannot transact until unlocked (lockCard, or the card’s holder)',
    tags,
    access: { kind: 'card', permission: CARD_TRANSITIONS.lock.permission, holder: true },
    params: idParamsSchema,
    response: cardActionResponseSchema,
    errors: ['invalid_card_transition', 'cardFrozen', 'cardClosed'],
  }),
  unlock: endpoint({
    method: 'POST',
    path: '/cards/{id}/unlock',
    summary: 'Unlock a locked card: transactions resume at once (lockCard, or the card’s holder)',
    tags,
    access: { kind: 'card', permission: CARD_TRANSITIONS.unlock.permission, holder: true },
    params: idParamsSchema,
    response: cardActionResponseSchema,
    errors: ['invalid_card_transition', 'cardFrozen', 'cardClosed'],
  }),
  freeze: endpoint({
    method: 'POST',
    path: '/cards/{id}/freeze',
    summary: 'Freeze a card on behalf of the organisation (freezeCard)',
    tags,
    access: { kind: 'card', permission: CARD_TRANSITIONS.freeze.permission },
    params: idParamsSchema,
    response: cardActionResponseSchema,
    errors: ['invalid_card_transition'],
  }),
  unfreeze: endpoint({
    method: 'POST',
    path: '/cards/{id}/unfreeze',
    summary: 'Unfreeze a frozen card (freezeCard)',
    tags,
    access: { kind: 'card', permission: CARD_TRANSITIONS.unfreeze.permission },
    params: idParamsSchema,
    response: cardActionResponseSchema,
    errors: ['invalid_card_transition'],
  }),
  close: endpoint({
    method: 'POST',
    path: '/cards/{id}/close',
    summary: 'Close a card for good; its balance stays withdrawable (closeCard)',
    tags,
    access: { kind: 'card', permission: CARD_TRANSITIONS.close.permission },
    params: idParamsSchema,
    response: cardActionResponseSchema,
    errors: ['invalid_card_transition'],
  }),
  setPin: endpoint({
    method: 'POST',
    path: '/cards/{id}/pin',
    summary: 'Set or replace the PIN of a card (setPin); refused for frozen and closed cards',
    tags,
    access: { kind: 'card', permission: 'setPin', holder: true },
    params: idParamsSchema,
    body: setCardPinBodySchema,
    response: setCardPinResponseSchema,
    errors: ['pinNotAllowedForStatus'],
  }),
  activities: endpoint({
    method: 'GET',
    path: '/cards/{id}/activities',
    summary: 'Activity events of a card, newest first (its holder sees status, PIN and money events only)',
    tags,
    access: { kind: 'card', holder: true },
    params: idParamsSchema,
    query: pageQuerySchema,
    response: cardActivitiesResponseSchema,
  }),
  activate: endpoint({
    method: 'POST',
    path: '/cards/{id}/activate',
    summary: 'Activate a physical card awaiting activation, on behalf of its holder (orderCard)',
    tags,
    access: { kind: 'card', permission: CARD_TRANSITIONS.activate.permission },
    params: idParamsSchema,
    response: cardActionResponseSchema,
    errors: ['invalid_card_transition', 'cardIsVirtual'],
  }),
};

/** Replacing a card (virtual, or physical shipped) and sending a virtual card again (spec §4 card actions). */
export const cardReissueEndpoints = {
  reissueVirtual: endpoint({
    method: 'POST',
    path: '/cards/{id}/reissueVirtualCard',
    summary:
      'Replace a virtual card: a new number for the same holder, the funds moved, the old card closed (Idempotency-Key required)',
    tags,
    access: { kind: 'card', permission: 'replaceCard' },
    params: idParamsSchema,
    status: 201,
    response: reissueVirtualCardResponseSchema,
    idempotent: true,
    errors: ['invalid_card_transition'],
  }),
  reissueAndShip: endpoint({
    method: 'POST',
    path: '/cards/{id}/reissueAndShip',
    summary:
      'Replace a card (lost, stolen or damaged) with a new physical card shipped to the address: the funds moved, the old card closed (replaceCard; Idempotency-Key required)',
    tags,
    access: { kind: 'card', permission: 'replaceCard' },
    params: idParamsSchema,
    body: reissueAndShipBodySchema,
    status: 201,
    response: reissueAndShipResponseSchema,
    idempotent: true,
    errors: ['invalid_card_transition'],
  }),
  resendVirtual: endpoint({
    method: 'POST',
    path: '/cards/{id}/resendVirtualCard',
    summary: 'Email a virtual card to its holder again',
    tags,
    access: { kind: 'card', permission: 'resendVirtualCard' },
    params: idParamsSchema,
    response: resendVirtualCardResponseSchema,
    errors: ['invalid_card_transition', 'cardholder_without_email'],
  }),
  reassociate: endpoint({
    method: 'POST',
    path: '/cards/{id}/reassociate',
    summary: 'Give the card to another person of the same business',
    tags,
    access: { kind: 'card', permission: 'orderCard' },
    params: idParamsSchema,
    body: reassociateCardBodySchema,
    response: cardDetailsResponseSchema,
    errors: ['invalid_card_transition'],
  }),
};

const cardholderTags = ['cardholders'];

/** The cardholder's card-details flow: check a card ID, link the card to one's account, a first PIN. */
export const cardLinkingEndpoints = {
  validate: endpoint({
    method: 'GET',
    path: '/cards/{id}/validate',
    summary: 'Whether a 10-character card ID names a physical card that can be linked',
    tags: cardholderTags,
    access: { kind: 'public' },
    params: cardReferenceParamsSchema,
    response: validateCardResponseSchema,
    errors: ['cardNotFound', 'cardIsVirtual', 'virtualCardNeedsActivation'],
    rateLimit: CARD_DATA_RATE_LIMIT,
  }),
  link: endpoint({
    method: 'POST',
    path: '/cards/{id}/users/{userId}',
    summary:
      'Link a physical card to the signed-in account, proven by its last 6 digits, organisation and expiry',
    tags: cardholderTags,
    access: { kind: 'self', param: 'userId' },
    params: cardReferenceParamsSchema.extend({ userId: z.uuid() }),
    body: cardDetailsProofSchema,
    response: linkCardResponseSchema,
    errors: ['cardNotFound', 'cardIsVirtual', 'invalidCardData', 'cardAlreadyLinked', 'cardEmailMismatch'],
    rateLimit: CARD_DATA_RATE_LIMIT,
  }),
  firstPin: endpoint({
    method: 'POST',
    path: '/cards/{id}/unauthenticatedPin',
    summary: 'Set the first PIN of a physical card without signing in, proven by its card details',
    tags: cardholderTags,
    access: { kind: 'public' },
    params: cardReferenceParamsSchema,
    body: firstPinBodySchema,
    response: setCardPinResponseSchema,
    errors: ['cardNotFound', 'cardIsVirtual', 'invalidCardData', 'pinAlreadySet', 'pinNotAllowedForStatus'],
    rateLimit: CARD_DATA_RATE_LIMIT,
  }),
};
