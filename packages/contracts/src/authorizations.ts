import {
  DECLINE_REASONS,
  freeText,
  requiredMessage,
  TRANSACTION_EVENT_STATUSES,
  validationMessage,
} from '@causeway/domain';
import { z } from 'zod';
import { idParamsSchema, isoDateTime, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';

export const transactionEventStatusSchema = z.enum(TRANSACTION_EVENT_STATUSES);
export const declineReasonSchema = z.enum(DECLINE_REASONS);

/** The largest single purchase the sandbox network sends: $1,000,000.00. */
export const AUTHORIZATION_AMOUNT_CENTS_MAX = 100_000_000;
const purchaseCentsSchema = z
  .number({ error: requiredMessage('amount') })
  .int(validationMessage('amountWholeCents'))
  .min(1, validationMessage('amountAboveZero'))
  .max(AUTHORIZATION_AMOUNT_CENTS_MAX, validationMessage('amountTooLarge'));

/** A merchant category code (ISO 18245): four digits. */
export const mccSchema = z.string().regex(/^\d{4}$/, validationMessage('mccFormat'));

export const authorizationRequestSchema = z.strictObject({
  cardId: z.uuid(),
  amountCents: purchaseCentsSchema,
  merchantName: freeText({ min: 1, max: 255, minMessage: requiredMessage('merchantName') }),
  mcc: mccSchema,
  merchantCategory: freeText({ min: 1, max: 255, minMessage: requiredMessage('merchantCategory') }),
  country: z.string().regex(/^[A-Z]{2}$/, validationMessage('countryFormat')),
});
export const clearAuthorizationBodySchema = z.strictObject({ amountCents: purchaseCentsSchema.optional() });
export const refundAuthorizationBodySchema = z.strictObject({ amountCents: purchaseCentsSchema });

const amountSchema = z.object({ value: z.number().int() });
export const transactionSchema = z.object({
  id: z.uuid(),
  cardId: z.uuid(),
  businessId: z.uuid(),
  kind: z.enum(['authorization', 'refund']),
  parentId: z.uuid().nullable(),
  transactionEventStatus: transactionEventStatusSchema,
  requestedAmount: amountSchema,
  approvedAmount: amountSchema,
  refundedAmount: amountSchema,
  /** Spec §4 "Transaction display": negative when money left the card. */
  displayAmountCents: z.number().int(),
  declineReason: declineReasonSchema.nullable(),
  declineReasonText: z.string().nullable(),
  /** Every field is null when the business hides transaction data (hideTransactionData, spec §6). */
  merchant: z.object({
    name: z.string().nullable(),
    mcc: z.string().nullable(),
    category: z.string().nullable(),
    country: z.string().nullable(),
  }),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export const transactionResponseSchema = z.object({ transaction: transactionSchema });

/** A calendar day PostgreSQL can hold and a person means: years 2000 to 9999 (no year 0). */
export const daySchema = z.iso
  .date(validationMessage('dateFormat'))
  .refine((day) => Number(day.slice(0, 4)) >= 2000, validationMessage('dateFormat'));
export const datesInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
export const datesInOrderError = { error: validationMessage('datesOutOfOrder'), path: ['to'] };
/** A card's transactions: by status and by days (YYYY-MM-DD, America/New_York, both included). */
export const cardTransactionsQuerySchema = pageQuerySchema
  .extend({
    status: transactionEventStatusSchema.optional(),
    from: daySchema.optional(),
    to: daySchema.optional(),
  })
  .refine(datesInOrder, datesInOrderError);
/** A business's transactions: the card filters plus one card. */
export const transactionsQuerySchema = pageQuerySchema
  .extend({
    cardId: z.uuid().optional(),
    status: transactionEventStatusSchema.optional(),
    from: daySchema.optional(),
    to: daySchema.optional(),
  })
  .refine(datesInOrder, datesInOrderError);
export const transactionsResponseSchema = z.object({
  transactions: z.array(transactionSchema),
  page: pageInfoSchema,
  /** True when merchant name, MCC, category and country are hidden from this caller (spec §6). */
  transactionDataHidden: z.boolean(),
});
export const transactionIdParamsSchema = z.object({ id: z.uuid() });

const tags = ['transactions'];

/** Card purchases as transaction events (pending = approved, cleared, reversed, refunded, declined). */
export const transactionEndpoints = {
  business: endpoint({
    method: 'GET',
    path: '/businesses/{id}/transactions',
    summary:
      'Card transactions of a business (an organisation includes its programs); merchant data is null when hideTransactionData applies',
    tags,
    access: { kind: 'business' },
    params: idParamsSchema,
    query: transactionsQuerySchema,
    response: transactionsResponseSchema,
  }),
  card: endpoint({
    method: 'GET',
    path: '/cards/{id}/transactions',
    summary: 'Transactions of a card, newest first; merchant data is null when hideTransactionData applies',
    tags,
    access: { kind: 'card', holder: true },
    params: idParamsSchema,
    query: cardTransactionsQuerySchema,
    response: transactionsResponseSchema,
  }),
};
