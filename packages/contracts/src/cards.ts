import {
  CARD_FORMS,
  CARD_STATUSES,
  cardExpirySchema,
  cardIdSchema,
  cardLastSixSchema,
  emailSchema,
  firstNameSchema,
  freeText,
  lastNameSchema,
  phoneSchema,
  pinSchema,
  VALIDATION_MESSAGES,
} from '@causeway/domain';
import { z } from 'zod';
import { tagSchema } from './card-tags.ts';
import { isoDateTime, pageInfoSchema, pageQuerySchema } from './common.ts';
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
      }),
    )
    .min(1, 'Add at least one cardholder')
    .max(CARDS_PER_ISSUE_MAX, `At most ${CARDS_PER_ISSUE_MAX} cards at a time`),
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
    .min(1, 'Choose at least one card')
    .max(CARDS_PER_LOAD_MAX, `At most ${CARDS_PER_LOAD_MAX} cards in one load`)
    .refine(
      (loads) => new Set(loads.map((load) => load.cardId)).size === loads.length,
      'Each card may appear once',
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
  organizationName: freeText({ min: 1, max: 255, minMessage: 'Organization name is required' }),
  expiry: cardExpirySchema,
});
export const linkCardResponseSchema = z.object({ cardId: z.uuid(), status: z.string() });

/** The card-details proof plus a first PIN and its confirmation. */
export const firstPinBodySchema = cardDetailsProofSchema
  .extend({ pin: pinSchema, confirmPin: z.string() })
  .refine((body) => body.pin === body.confirmPin, {
    message: VALIDATION_MESSAGES.pinsDoNotMatch,
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
