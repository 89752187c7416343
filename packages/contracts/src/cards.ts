import {
  CARD_FORMS,
  CARD_STATUSES,
  cardExpirySchema,
  cardIdSchema,
  cardLastSixSchema,
  emailSchema,
  firstNameSchema,
  freeText,
  languageCodeSchema,
  lastNameSchema,
  phoneSchema,
  pinSchema,
  requiredMessage,
  validationMessage,
} from '@causeway/domain';
import { z } from 'zod';
import { tagSchema } from './card-tags.ts';
import { idParamsSchema, isoDateTime, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { loadHistoryResponseSchema } from './funding.ts';
import { balanceSchema, customFieldValuesSchema, loadAmountCentsSchema, memoSchema } from './money.ts';

/** The card status model lives in @causeway/domain (rules/card-transitions.ts); re-exported here. */

export const cardSummarySchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  businessId: z.uuid(),
  form: z.enum(CARD_FORMS),
  status: z.enum(CARD_STATUSES),
  last4: z.string(),
  expiry: z.string(),
  cardholder: z.object({
    id: z.uuid(),
    /** The holder's sign-in account (notes are about it); null until they register. */
    userId: z.uuid().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
  }),
  balance: balanceSchema,
  createdAt: isoDateTime,
});
export type CardSummary = z.infer<typeof cardSummarySchema>;

export const CARDS_PER_ISSUE_MAX = 100;
export const issueVirtualCardsBodySchema = z.strictObject({
  cardholders: z
    .array(
      z.strictObject({
        firstName: firstNameSchema,
        lastName: lastNameSchema,
        email: emailSchema,
        phone: phoneSchema.optional(),
        /** The language the person reads: their card emails are written in it (default en). */
        language: languageCodeSchema.optional(),
      }),
    )
    .min(1, validationMessage('cardholdersRequired'))
    .max(CARDS_PER_ISSUE_MAX, validationMessage('cardsMax', { max: CARDS_PER_ISSUE_MAX })),
});
export const issueVirtualCardsResponseSchema = z.object({ cards: z.array(cardSummarySchema) });

export const cardsQuerySchema = pageQuerySchema.extend({
  search: freeText({ max: 100 }).optional(),
  status: z.enum(CARD_STATUSES).optional(),
  form: z.enum(CARD_FORMS).optional(),
  /** Only cards carrying this tag of the organisation. */
  tagId: z.uuid().optional(),
});
/** A card of the cards list, with the tags it carries (by name). */
export const cardListItemSchema = cardSummarySchema.extend({ tags: z.array(tagSchema) });
export type CardListItem = z.infer<typeof cardListItemSchema>;
export const cardsResponseSchema = z.object({ cards: z.array(cardListItemSchema), page: pageInfoSchema });

export const cardDetailsResponseSchema = z.object({ card: cardSummarySchema });

export const cardBalanceResponseSchema = z.object({ cardId: z.uuid(), balance: balanceSchema });

export const CARDS_PER_LOAD_MAX = 100;
export const loadCardsBodySchema = z.strictObject({
  loads: z
    .array(z.strictObject({ cardId: z.uuid(), amountCents: loadAmountCentsSchema }))
    .min(1, validationMessage('cardsRequired'))
    .max(CARDS_PER_LOAD_MAX, validationMessage('cardsPerLoadMax', { max: CARDS_PER_LOAD_MAX }))
    .refine(
      (loads) => new Set(loads.map((load) => load.cardId)).size === loads.length,
      validationMessage('cardsDuplicate'),
    ),
  memo: memoSchema.optional(),
  customFields: customFieldValuesSchema.optional(),
});
export const loadResultSchema = z.discriminatedUnion('status', [
  z.object({
    cardId: z.uuid(),
    status: z.literal('loaded'),
    amountCents: z.number().int(),
    entryId: z.uuid(),
    balance: balanceSchema,
  }),
  z.object({
    cardId: z.uuid(),
    status: z.literal('failed'),
    amountCents: z.number().int(),
    code: z.string(),
    message: z.string(),
  }),
]);
export const loadCardsResponseSchema = z.object({
  results: z.array(loadResultSchema),
  loadedCount: z.number().int(),
  failedCount: z.number().int(),
  fundingBalance: balanceSchema,
});

export const cardToCardTransferBodySchema = z.strictObject({
  fromCardId: z.uuid(),
  toCardId: z.uuid(),
  amountCents: loadAmountCentsSchema,
  memo: memoSchema.optional(),
});
export const cardToCardTransferResponseSchema = z.object({
  entryId: z.uuid(),
  from: cardBalanceResponseSchema,
  to: cardBalanceResponseSchema,
});

export const withdrawFundsBodySchema = z.strictObject({
  amountCents: loadAmountCentsSchema,
  memo: memoSchema.optional(),
});
export const withdrawFundsResponseSchema = z.object({
  entryId: z.uuid(),
  balance: balanceSchema,
  fundingBalance: balanceSchema,
});

export const cardLoadHistoryQuerySchema = pageQuerySchema;
export const cardLoadSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['card_load', 'card_withdrawal', 'card_transfer']),
  amountCents: z.number().int(),
  balanceAfterCents: z.number().int(),
  memo: z.string().nullable(),
  createdAt: isoDateTime,
});
export const cardLoadHistoryResponseSchema = z.object({
  loads: z.array(cardLoadSchema),
  page: pageInfoSchema,
});

export const cardClientTokenResponseSchema = z.object({ token: z.string(), expiresIn: z.number().int() });
export const cardSensitiveDetailsResponseSchema = z.object({
  number: z.string(),
  cvv: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
});

/** The 10-character card ID printed on the back of a physical card. */
export const cardReferenceParamsSchema = z.object({ id: cardIdSchema });
export const validateCardResponseSchema = z.object({
  form: z.literal('physical'),
  activationRequired: z.boolean(),
});
export const cardDetailsProofSchema = z.strictObject({
  lastSix: cardLastSixSchema,
  organizationName: freeText({ min: 1, max: 255, minMessage: requiredMessage('organizationName') }),
  expiry: cardExpirySchema,
});
export const linkCardResponseSchema = z.object({ cardId: z.uuid(), status: z.string() });

/** The card-details proof plus a first PIN and its confirmation. */
export const firstPinBodySchema = cardDetailsProofSchema
  .extend({ pin: pinSchema, confirmPin: z.string() })
  .refine((body) => body.pin === body.confirmPin, {
    message: validationMessage('pinsDoNotMatch'),
    path: ['confirmPin'],
  });

export const reissueVirtualCardResponseSchema = z.object({
  previousCard: cardSummarySchema,
  card: cardSummarySchema,
});
export const resendVirtualCardResponseSchema = z.object({ cardId: z.uuid(), sentTo: z.string() });

export const reassociateCardBodySchema = z.strictObject({
  cardholder: z.strictObject({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    phone: phoneSchema.optional(),
  }),
});

/** A card as the cardholder check shows it: no balance, number or holder details. */
export const cardholderCardSchema = z.object({
  id: z.uuid(),
  last4: z.string(),
  form: z.enum(CARD_FORMS),
  status: z.enum(CARD_STATUSES),
  businessId: z.uuid(),
});
/**
 * GET /cards/cardholders/{id}/validate ({id} is a user id): whether the person holds cards, and
 * which (only those in businesses the caller may see; the person themself sees all of theirs).
 */
export const cardholderValidateResponseSchema = z.object({
  userId: z.uuid(),
  isCardholder: z.boolean(),
  cards: z.array(cardholderCardSchema),
});
export type CardholderValidateResponse = z.infer<typeof cardholderValidateResponseSchema>;

/** The header the full-details call carries: the one-minute token from /clientToken. */
export const CARD_TOKEN_HEADER = 'x-card-token';
export const cardTokenHeaderSchema = z.string().min(1).max(2000);

/** Guessing card data is throttled per address, on top of the global limit. */
export const CARD_DATA_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const tags = ['cards'];

/** Cards as money holders: issuing, listing, balances, loads and their history (spec §7 "Cards"). */
export const cardEndpoints = {
  issueVirtual: endpoint({
    method: 'POST',
    path: '/cards/business/{id}/virtualCards',
    summary: 'Issue virtual cards to cardholders (Idempotency-Key required)',
    tags,
    access: { kind: 'business', permission: 'orderCard' },
    params: idParamsSchema,
    body: issueVirtualCardsBodySchema,
    status: 201,
    response: issueVirtualCardsResponseSchema,
    idempotent: true,
  }),
  list: endpoint({
    method: 'GET',
    path: '/cards/business/{id}/cards',
    summary: 'Cards of a business (an organisation includes its programs)',
    tags,
    access: { kind: 'business' },
    params: idParamsSchema,
    query: cardsQuerySchema,
    response: cardsResponseSchema,
  }),
  details: endpoint({
    method: 'GET',
    path: '/cards/{id}/details',
    summary: 'A card: status, form, masked number, expiry, cardholder, balance',
    tags,
    access: { kind: 'card', holder: true },
    params: idParamsSchema,
    response: cardDetailsResponseSchema,
  }),
  validateCardholder: endpoint({
    method: 'GET',
    path: '/cards/cardholders/{id}/validate',
    summary:
      'Whether a user (by user id) holds cards, and which: the person sees theirs, staff those in businesses they may see',
    tags,
    access: { kind: 'signedIn' },
    params: idParamsSchema,
    response: cardholderValidateResponseSchema,
    errors: ['cardholderLookupFailed'],
  }),
  balance: endpoint({
    method: 'GET',
    path: '/cards/{id}/balance',
    summary: "A card's balance, holds and available funds",
    tags,
    access: { kind: 'card', holder: true },
    params: idParamsSchema,
    response: cardBalanceResponseSchema,
  }),
  load: endpoint({
    method: 'POST',
    path: '/cards/business/{id}/load',
    summary: 'Load one or many cards from the funding account (Idempotency-Key required)',
    tags,
    access: { kind: 'business', permission: 'loadCard' },
    params: idParamsSchema,
    body: loadCardsBodySchema,
    response: loadCardsResponseSchema,
    idempotent: true,
    errors: ['insufficient_funds'],
  }),
  cardToCardTransfer: endpoint({
    method: 'POST',
    path: '/cards/business/{id}/cardToCardTransfer',
    summary: 'Move funds between two cards of a business (Idempotency-Key required)',
    tags,
    access: { kind: 'business', permission: 'loadCard' },
    params: idParamsSchema,
    body: cardToCardTransferBodySchema,
    status: 201,
    response: cardToCardTransferResponseSchema,
    idempotent: true,
    errors: ['insufficient_funds', 'card_closed'],
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/cards/{id}/withdrawFunds',
    summary: "Return funds from a card to its business's funding account (Idempotency-Key required)",
    tags,
    access: { kind: 'card', permission: 'loadCard' },
    params: idParamsSchema,
    body: withdrawFundsBodySchema,
    status: 201,
    response: withdrawFundsResponseSchema,
    idempotent: true,
    errors: ['insufficient_funds'],
  }),
  loadHistory: endpoint({
    method: 'GET',
    path: '/cards/{id}/loadHistory',
    summary: 'Loads, withdrawals and transfers of a card (its holder sees no memos)',
    tags,
    access: { kind: 'card', holder: true },
    params: idParamsSchema,
    query: cardLoadHistoryQuerySchema,
    response: cardLoadHistoryResponseSchema,
  }),
  businessLoadHistory: endpoint({
    method: 'GET',
    path: '/businesses/{id}/loadHistory',
    summary: 'Card loads of a business (an organisation includes its programs)',
    tags,
    access: { kind: 'business' },
    params: idParamsSchema,
    query: pageQuerySchema,
    response: loadHistoryResponseSchema,
  }),
};

/**
 * Full card details for the card's holder, in two steps: a signed-in call answers a one-minute
 * token for one card; the details endpoint accepts only that token (in X-Card-Token).
 */
export const cardRevealEndpoints = {
  clientToken: endpoint({
    method: 'GET',
    path: '/cards/{id}/clientToken',
    summary: 'A one-minute token to read this card’s full details (its holder only)',
    tags,
    access: { kind: 'signedIn' },
    params: idParamsSchema,
    response: cardClientTokenResponseSchema,
  }),
  sensitiveDetails: endpoint({
    method: 'GET',
    path: '/cards/{id}/sensitiveDetails',
    summary: 'Full number, CVV and expiry, with the X-Card-Token from /clientToken',
    tags,
    access: { kind: 'public' },
    params: idParamsSchema,
    response: cardSensitiveDetailsResponseSchema,
    errors: ['invalid_card_token', 'not_found'],
    noStore: true,
    rateLimit: { max: 30, timeWindow: '1 minute' },
    // Optional to the schema: a missing token is the module's own 400 (required) field error.
    headers: z.object({ [CARD_TOKEN_HEADER]: cardTokenHeaderSchema.optional() }),
  }),
};
