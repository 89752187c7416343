import { DEPOSIT_TYPES, PRODUCT_TYPES } from '@causeway/domain';
import { z } from 'zod';
import { idParamsSchema, isoDateTime, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
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

const tags = ['funding'];

/** Funding accounts of an organisation and its programs (business spec §7 "Business"). */
export const fundingEndpoints = {
  achDetails: endpoint({
    method: 'GET',
    path: '/businesses/{id}/prefundingAchDetails',
    summary: 'Account and routing number to push ACH deposits to',
    tags,
    access: { kind: 'business', permission: 'viewACHDetails' },
    params: idParamsSchema,
    response: achDetailsResponseSchema,
  }),
  balance: endpoint({
    method: 'GET',
    path: '/businesses/{id}/prefundingBalance',
    summary: "The business's funding balance",
    tags,
    access: { kind: 'business', permission: 'fundingAccountView' },
    params: idParamsSchema,
    response: prefundingBalanceResponseSchema,
  }),
  accounts: endpoint({
    method: 'GET',
    path: '/businesses/{id}/fundingAccounts',
    summary: 'Funding accounts: the organisation and its programs (a program sees its own)',
    tags,
    access: { kind: 'business', permission: 'fundingAccountView' },
    params: idParamsSchema,
    response: fundingAccountsResponseSchema,
  }),
  deposits: endpoint({
    method: 'GET',
    path: '/businesses/{id}/fundingAccountDeposits',
    summary: 'Deposits and transfers in and out of the funding account',
    tags,
    access: { kind: 'business', permission: 'fundingAccountView' },
    params: idParamsSchema,
    query: depositsQuerySchema,
    response: depositsResponseSchema,
  }),
  transfer: endpoint({
    method: 'POST',
    path: '/businesses/{id}/fundingAccount/transfer',
    summary: 'Move funds between the organisation and its programs (Idempotency-Key required)',
    tags,
    access: { kind: 'business', permission: 'transferFunds' },
    params: idParamsSchema,
    body: fundingTransferBodySchema,
    status: 201,
    response: fundingTransferResponseSchema,
    idempotent: true,
    errors: ['insufficient_funds'],
  }),
};
