import {
  isMerchantCategoryCode,
  maxLengthMessage,
  requiredMessage,
  VELOCITY_PERIODS,
  validationMessage,
} from '@causeway/domain';
import { z } from 'zod';
import { mccSchema } from './authorizations.ts';
import { idParamsSchema, isoDateTime, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';

export const velocityPeriodSchema = z.enum(VELOCITY_PERIODS, {
  error: validationMessage('oneOf', { field: 'period', values: VELOCITY_PERIODS.join(', ') }),
});
export const SPEND_RULE_MCCS_MAX = 1_000;
export const SPEND_RULE_AMOUNT_CENTS_MAX = 100_000_000;
export const SPEND_RULE_COUNT_MAX = 10_000;

const nameSchema = z
  .string({ error: requiredMessage('name') })
  .trim()
  .min(1, requiredMessage('name'))
  .max(100, maxLengthMessage('name', 100));
const maxAmountCentsSchema = z
  .number()
  .int(validationMessage('amountWholeCents'))
  .min(1, validationMessage('amountAboveZero'))
  .max(SPEND_RULE_AMOUNT_CENTS_MAX, validationMessage('amountTooLarge'));
const maxCountSchema = z
  .number()
  .int(validationMessage('countWholeNumber'))
  .min(1, validationMessage('countAtLeastOne'))
  .max(SPEND_RULE_COUNT_MAX, validationMessage('countMax', { max: SPEND_RULE_COUNT_MAX }));
/** A code of the merchant category list (ISO 18245, its brand ranges and our fraud reimbursement). */
export const knownMccSchema = mccSchema.refine(
  // A code that is not four digits already has the format message; only a well-formed one is looked up.
  (code) => !/^\d{4}$/.test(code) || isMerchantCategoryCode(code),
  { error: (issue) => validationMessage('mccUnknown', { code: String(issue.input) }) },
);
/** Merchant category codes (ISO 18245, four digits), each once. */
export const mccListSchema = z
  .array(knownMccSchema)
  .min(1, validationMessage('mccsRequired'))
  .max(SPEND_RULE_MCCS_MAX, validationMessage('mccsMax', { max: SPEND_RULE_MCCS_MAX }))
  .refine((mccs) => new Set(mccs).size === mccs.length, validationMessage('mccsDuplicate'));

/** A velocity limit: an amount and/or a count per transaction, day, week or month (America/New_York). */
export const velocityConfigSchema = z
  .strictObject({
    period: velocityPeriodSchema,
    maxAmountCents: maxAmountCentsSchema.nullable().default(null),
    maxCount: maxCountSchema.nullable().default(null),
  })
  .refine((rule) => rule.maxAmountCents !== null || rule.maxCount !== null, {
    error: validationMessage('spendLimitRequired'),
    path: ['maxAmountCents'],
  })
  .refine((rule) => rule.period !== 'transaction' || rule.maxCount === null, {
    error: validationMessage('countNeedsPeriod'),
    path: ['maxCount'],
  });
export const merchantConfigSchema = z.strictObject({ mccs: mccListSchema });

export const createSpendRuleBodySchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('velocity'), name: nameSchema, config: velocityConfigSchema }),
    z.strictObject({ type: z.literal('merchant_allow'), name: nameSchema, config: merchantConfigSchema }),
    z.strictObject({ type: z.literal('merchant_block'), name: nameSchema, config: merchantConfigSchema }),
  ],
  { error: validationMessage('spendRuleTypeInvalid') },
);

/** A rule keeps its type; name and config may change (config replaced whole, checked for the type). */
export const modifySpendRuleBodySchema = z
  .strictObject({ name: nameSchema.optional(), config: z.record(z.string(), z.unknown()).optional() })
  .refine(
    (body) => body.name !== undefined || body.config !== undefined,
    validationMessage('spendRuleChangeRequired'),
  );

export const spendRuleSchema = z.object({
  id: z.uuid(),
  businessId: z.uuid(),
  name: z.string(),
  type: z.enum(['velocity', 'merchant_allow', 'merchant_block']),
  config: z.union([
    z.object({
      period: velocityPeriodSchema,
      maxAmountCents: z.number().int().nullable(),
      maxCount: z.number().int().nullable(),
    }),
    z.object({ mccs: z.array(z.string()) }),
  ]),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export const spendRuleResponseSchema = z.object({ spendRule: spendRuleSchema });
export const spendRulesResponseSchema = z.object({
  spendRules: z.array(spendRuleSchema),
  page: pageInfoSchema,
});
export const spendRuleParamsSchema = z.object({ id: z.uuid(), spendRuleId: z.uuid() });
export const cardSpendRuleBodySchema = z.strictObject({ cardId: z.uuid() });
export const cardSpendRuleResponseSchema = z.object({
  cardId: z.uuid(),
  spendRuleId: z.uuid(),
  attached: z.boolean(),
});

const tags = ['spend rules'];

/** Spend rules of a business (issue 5 item 4). */
export const spendRuleEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/businesses/{id}/spendRules',
    summary: "Spend rules of a business (a program's include its organisation's)",
    tags,
    access: { kind: 'business' },
    params: idParamsSchema,
    query: pageQuerySchema,
    response: spendRulesResponseSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/businesses/{id}/spendRules/spendRule',
    summary: 'Create a velocity, merchant_allow or merchant_block rule (createSpendRule)',
    tags,
    access: { kind: 'business', permission: 'createSpendRule' },
    params: idParamsSchema,
    body: createSpendRuleBodySchema,
    status: 201,
    response: spendRuleResponseSchema,
  }),
  modify: endpoint({
    method: 'PATCH',
    path: '/businesses/{id}/spendRules/{spendRuleId}',
    summary: 'Rename a rule or replace its config; its type stays (modifySpendRule)',
    tags,
    access: { kind: 'business', permission: 'modifySpendRule' },
    params: spendRuleParamsSchema,
    body: modifySpendRuleBodySchema,
    response: spendRuleResponseSchema,
  }),
};
