import { DEPOSIT_TYPES, PRODUCT_TYPES } from '@causeway/domain';
import { z } from 'zod';
import { isoDateTime, pageInfoSchema, pageQuerySchema } from './common.ts';
import { balanceSchema, customFieldValuesSchema, fundingTransferCentsSchema, memoSchema } from './money.ts';

export const achDetailsResponseSchema = z.object({
  accountName: z.string(),
  accountNumber: z.string(),
  routingNumber: z.string(),
  bankName: z.string(),
  accountType: z.literal('checking'),
});

export const prefundingBalanceResponseSchema = z.object({ businessId: z.uuid(), balance: balanceSchema });

export const fundingAccountSchema = z.object({
  businessId: z.uuid(),
  name: z.string(),
  productType: z.enum(PRODUCT_TYPES).nullable(),
  isTopLevel: z.boolean(),
  balance: balanceSchema,
});
export const fundingAccountsResponseSchema = z.object({ fundingAccounts: z.array(fundingAccountSchema) });

export const depositSchema = z.object({
  id: z.uuid(),
  type: z.enum(DEPOSIT_TYPES),
  /** Signed from this business's point of view: money in is positive. */
  amountCents: z.number().int(),
  counterparty: z.object({ businessId: z.uuid().nullable(), name: z.string() }),
  memo: z.string().nullable(),
  customFields: z.record(z.string(), z.string()).nullable(),
  createdAt: isoDateTime,
});
export const depositsQuerySchema = pageQuerySchema.extend({ type: z.enum(DEPOSIT_TYPES).optional() });
export const depositsResponseSchema = z.object({ deposits: z.array(depositSchema), page: pageInfoSchema });

export const fundingTransferBodySchema = z.strictObject({
  fromBusinessId: z.uuid(),
  toBusinessId: z.uuid(),
  amountCents: fundingTransferCentsSchema,
  memo: memoSchema.optional(),
  customFields: customFieldValuesSchema.optional(),
});
export const fundingTransferResponseSchema = z.object({ transfer: depositSchema, balance: balanceSchema });

export const loadHistoryItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['card_load', 'card_withdrawal', 'card_transfer']),
  cardId: z.uuid(),
  cardLast4: z.string(),
  cardholderName: z.string(),
  /** Signed from the card's point of view: a load is positive. */
  amountCents: z.number().int(),
  customFields: z.record(z.string(), z.string()).nullable(),
  createdBy: z.string().nullable(),
  createdAt: isoDateTime,
});
export const loadHistoryResponseSchema = z.object({
  loads: z.array(loadHistoryItemSchema),
  page: pageInfoSchema,
});

export const sandboxAchDepositBodySchema = z.strictObject({
  businessId: z.uuid(),
  amountCents: z.number().int().min(1).max(100_000_000),
  memo: memoSchema.optional(),
});
