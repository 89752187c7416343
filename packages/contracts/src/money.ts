import {
  BANK_TRANSFER_AMOUNT_CENTS_MAX,
  freeText,
  LOAD_AMOUNT_CENTS_MAX,
  VALIDATION_MESSAGES,
} from '@causeway/domain';
import { z } from 'zod';

/** Amounts travel as integer cents (USD). */
const positiveCents = (maxCents: number, maxMessage: string) =>
  z
    .number({ error: 'Amount is required' })
    .int('Amount must be a whole number of cents')
    .min(1, VALIDATION_MESSAGES.amountPositive)
    .max(maxCents, maxMessage);

export const loadAmountCentsSchema = positiveCents(LOAD_AMOUNT_CENTS_MAX, VALIDATION_MESSAGES.loadAmountMax);
/** Funding moves between an organisation and its programs are bounded like bank transfers. */
export const fundingTransferCentsSchema = positiveCents(
  BANK_TRANSFER_AMOUNT_CENTS_MAX,
  VALIDATION_MESSAGES.bankTransferAmountMax,
);

export const balanceSchema = z.object({
  balanceCents: z.number().int(),
  heldCents: z.number().int(),
  availableCents: z.number().int(),
});

export const CUSTOM_FIELD_VALUE_LENGTH_MAX = 255;
/** Values for a business's custom fields, by field name. */
export const customFieldValuesSchema = z
  .record(z.string().max(64), z.string().trim().max(CUSTOM_FIELD_VALUE_LENGTH_MAX))
  .refine((values) => Object.keys(values).length <= 20, 'At most 20 custom fields');

export const MEMO_LENGTH_MAX = 255;
export const memoSchema = freeText({
  max: MEMO_LENGTH_MAX,
  maxMessage: `Memo must have at most ${MEMO_LENGTH_MAX} characters`,
});
