import { isMerchantCategoryCode, VELOCITY_PERIODS } from '@causeway/domain';
import { z } from 'zod';
import { mccSchema } from './authorizations.ts';
import { isoDateTime, pageInfoSchema } from './common.ts';

export const velocityPeriodSchema = z.enum(VELOCITY_PERIODS, {
  error: `Period must be one of ${VELOCITY_PERIODS.join(', ')}`,
});
export const SPEND_RULE_MCCS_MAX = 1_000;
export const SPEND_RULE_AMOUNT_CENTS_MAX = 100_000_000;
export const SPEND_RULE_COUNT_MAX = 10_000;

const nameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must have at most 100 characters');
const maxAmountCentsSchema = z
  .number()
  .int('Amount must be a whole number of cents')
  .min(1, 'Amount must be greater than zero')
  .max(SPEND_RULE_AMOUNT_CENTS_MAX, 'Amount is too large');
const maxCountSchema = z
  .number()
  .int('Count must be a whole number')
  .min(1, 'Count must be at least 1')
  .max(SPEND_RULE_COUNT_MAX, `Count must be at most ${SPEND_RULE_COUNT_MAX}`);
/** A code of the merchant category list (ISO 18245, its brand ranges and our fraud reimbursement). */
export const knownMccSchema = mccSchema.refine(
  // A code that is not four digits already has the format message; only a well-formed one is looked up.
  (code) => !/^\d{4}$/.test(code) || isMerchantCategoryCode(code),
  { error: (issue) => `Unknown merchant category code ${String(issue.input)}` },
);
/** Merchant category codes (ISO 18245, four digits), each once. */
export const mccListSchema = z
  .array(knownMccSchema)
  .min(1, 'Choose at least one merchant category')
  .max(SPEND_RULE_MCCS_MAX, `At most ${SPEND_RULE_MCCS_MAX} merchant categories`)
  .refine((mccs) => new Set(mccs).size === mccs.length, 'Each merchant category may appear once');

/** A velocity limit: an amount and/or a count per transaction, day, week or month (America/New_York). */
export const velocityConfigSchema = z
  .strictObject({
    period: velocityPeriodSchema,
    maxAmountCents: maxAmountCentsSchema.nullable().default(null),
    maxCount: maxCountSchema.nullable().default(null),
  })
  .refine((rule) => rule.maxAmountCents !== null || rule.maxCount !== null, {
    error: 'Set a maximum amount, a maximum count, or both',
    path: ['maxAmountCents'],
  })
  .refine((rule) => rule.period !== 'transaction' || rule.maxCount === null, {
    error: 'A count limit needs a day, week or month period',
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
  { error: 'Type must be velocity, merchant_allow or merchant_block' },
);

/** A rule keeps its type; name and config may change (config replaced whole, checked for the type). */
export const modifySpendRuleBodySchema = z
  .strictObject({ name: nameSchema.optional(), config: z.record(z.string(), z.unknown()).optional() })
  .refine((body) => body.name !== undefined || body.config !== undefined, 'Change the name or the config');

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
