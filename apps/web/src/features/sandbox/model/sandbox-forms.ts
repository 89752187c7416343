import {
  AUTHORIZATION_AMOUNT_CENTS_MAX,
  type authorizationRequestSchema,
  MEMO_LENGTH_MAX,
} from '@causeway/contracts';
import { type Cents, parseAmountToCents } from '@causeway/domain';
import { z } from 'zod';

/**
 * Field messages are keys under sandbox.errors: the page translates them. The rules are the
 * contract's (authorizationRequestSchema), checked before sending so a typo never reaches the network.
 */
export type SandboxErrorKey =
  | 'cardRequired'
  | 'amountRequired'
  | 'amountFormat'
  | 'amountPositive'
  | 'amountMax'
  | 'merchantNameRequired'
  | 'merchantNameLong'
  | 'mccFormat'
  | 'merchantCategoryRequired'
  | 'merchantCategoryLong'
  | 'countryFormat'
  | 'programRequired'
  | 'memoLong';

const TEXT_MAX = 255;

/** Common merchant category codes (ISO 18245) offered as presets; any four digits may be typed. */
export const MCC_PRESETS = [
  { mcc: '5411', category: 'Grocery Stores, Supermarkets' },
  { mcc: '5812', category: 'Eating Places, Restaurants' },
  { mcc: '5541', category: 'Service Stations' },
  { mcc: '5999', category: 'Miscellaneous and Specialty Retail Stores' },
  { mcc: '4121', category: 'Taxicabs and Limousines' },
  { mcc: '5732', category: 'Electronics Stores' },
] as const;
export type MccPreset = (typeof MCC_PRESETS)[number]['mcc'];

/** The category text of a preset code, or null for a code typed by hand. */
export function presetCategory(mcc: string): string | null {
  return MCC_PRESETS.find((preset) => preset.mcc === mcc)?.category ?? null;
}

/** The amount as typed, in cents, or why it cannot be sent (the network sends at most $1,000,000.00). */
export function amountCents(text: string): Cents | SandboxErrorKey {
  const trimmed = text.trim();
  if (trimmed === '') return 'amountRequired';
  const cents = parseAmountToCents(trimmed);
  if (cents === null) return 'amountFormat';
  if (cents <= 0) return 'amountPositive';
  if (cents > AUTHORIZATION_AMOUNT_CENTS_MAX) return 'amountMax';
  return cents;
}

const requiredAmountSchema = z.string().transform((input, ctx): Cents => {
  const result = amountCents(input);
  if (typeof result === 'number') return result;
  ctx.issues.push({ code: 'custom', message: result, input });
  return z.NEVER;
});

/** An empty text means no amount (the optional final amount of a clearing). */
const optionalAmountSchema = z.string().transform((input, ctx): Cents | undefined => {
  if (input.trim() === '') return undefined;
  const result = amountCents(input);
  if (typeof result === 'number') return result;
  ctx.issues.push({ code: 'custom', message: result, input });
  return z.NEVER;
});

const requiredText = (required: SandboxErrorKey, long: SandboxErrorKey) =>
  z.string().trim().min(1, required).max(TEXT_MAX, long);

/** The purchase form: what a merchant's terminal sends to the card network. */
export const purchaseFormSchema = z
  .object({
    cardId: z.string().min(1, 'cardRequired'),
    amount: requiredAmountSchema,
    merchantName: requiredText('merchantNameRequired', 'merchantNameLong'),
    mcc: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'mccFormat'),
    merchantCategory: requiredText('merchantCategoryRequired', 'merchantCategoryLong'),
    country: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}$/, 'countryFormat')),
  })
  .transform(
    ({ amount, ...rest }): z.infer<typeof authorizationRequestSchema> => ({ ...rest, amountCents: amount }),
  );
export type PurchaseFormValues = z.input<typeof purchaseFormSchema>;
export type PurchaseRequest = z.output<typeof purchaseFormSchema>;

export const EMPTY_PURCHASE_FORM: PurchaseFormValues = {
  cardId: '',
  amount: '',
  merchantName: '',
  mcc: MCC_PRESETS[0].mcc,
  merchantCategory: MCC_PRESETS[0].category,
  country: 'US',
};

/** An optional final amount for a clearing (empty: the approved amount). */
export const clearFormSchema = z.object({ amount: optionalAmountSchema });
/** A refund amount: required. */
export const refundFormSchema = z.object({ amount: requiredAmountSchema });

/** An incoming ACH deposit: which funding account (the organisation or a program), how much, a memo. */
export const achDepositFormSchema = z
  .object({
    businessId: z.string().min(1, 'programRequired'),
    amount: requiredAmountSchema,
    memo: z.string().trim().max(MEMO_LENGTH_MAX, 'memoLong'),
  })
  .transform(({ businessId, amount, memo }) => ({
    businessId,
    amountCents: amount,
    ...(memo ? { memo } : {}),
  }));
export type AchDepositFormValues = z.input<typeof achDepositFormSchema>;

/** Cents as an amount field's text: 123456 → '1234.56' (what parseAmountToCents reads back). */
export function amountText(cents: Cents): string {
  return `${Math.trunc(cents / 100)}.${String(Math.abs(cents % 100)).padStart(2, '0')}`;
}
