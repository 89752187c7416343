import { declineReasonSchema, freeText, TRANSACTION_EVENT_STATUSES } from '@causeway/domain';
import { z } from 'zod';
import { isoDateTime, pageInfoSchema, pageQuerySchema } from './common.ts';

export const transactionEventStatusSchema = z.enum(TRANSACTION_EVENT_STATUSES);

/** The largest single purchase the sandbox network sends: $1,000,000.00. */
export const AUTHORIZATION_AMOUNT_CENTS_MAX = 100_000_000;
const purchaseCentsSchema = z
  .number({ error: 'Amount is required' })
  .int('Amount must be a whole number of cents')
  .min(1, 'Amount must be greater than zero')
  .max(AUTHORIZATION_AMOUNT_CENTS_MAX, 'Amount is too large');

/** A merchant category code (ISO 18245): four digits. */
export const mccSchema = z.string().regex(/^\d{4}$/, 'Merchant category code must be 4 digits');

export const authorizationRequestSchema = z.strictObject({
  cardId: z.uuid(),
  amountCents: purchaseCentsSchema,
  merchantName: freeText({ min: 1, max: 255, minMessage: 'Merchant name is required' }),
  mcc: mccSchema,
  merchantCategory: freeText({ min: 1, max: 255, minMessage: 'Merchant category is required' }),
  country: z.string().regex(/^[A-Z]{2}$/, 'Country must be a two-letter ISO code'),
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
  .date('Use a date like 2026-01-31')
  .refine((day) => Number(day.slice(0, 4)) >= 2000, 'Use a date like 2026-01-31');
export const datesInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
export const datesInOrderError = { error: 'The end date must not be before the start date', path: ['to'] };
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
