import {
  BANK_TRANSFER_AMOUNT_CENTS_MAX,
  freeText,
  LOAD_AMOUNT_CENTS_MAX,
  maxLengthMessage,
  requiredMessage,
  validationMessage,
} from '@causeway/domain';
import { z } from 'zod';

/** Amounts travel as integer cents (USD). */
const positiveCents = (maxCents: number, maxMessage: string) =>
  z
    .number({ error: requiredMessage('amount') })
    .int(validationMessage('amountWholeCents'))
    .min(1, validationMessage('amountPositive'))
    .max(maxCents, maxMessage);

export const loadAmountCentsSchema = positiveCents(LOAD_AMOUNT_CENTS_MAX, validationMessage('loadAmountMax'));
export const bankTransferCentsSchema = positiveCents(
  BANK_TRANSFER_AMOUNT_CENTS_MAX,
  validationMessage('bankTransferAmountMax'),
);
/** Funding moves between an organisation and its programs are bounded like bank transfers. */
export const fundingTransferCentsSchema = bankTransferCentsSchema;

export const balanceSchema = z.object({
  balanceCents: z.number().int(),
  heldCents: z.number().int(),
  availableCents: z.number().int(),
});

export const CUSTOM_FIELD_VALUE_LENGTH_MAX = 255;
export const CUSTOM_FIELD_VALUES_MAX = 20;
/** Values for a business's custom fields, by field name. */
export const customFieldValuesSchema = z
  .record(z.string().max(64), z.string().trim().max(CUSTOM_FIELD_VALUE_LENGTH_MAX))
  .refine(
    (values) => Object.keys(values).length <= CUSTOM_FIELD_VALUES_MAX,
    validationMessage('customFieldValuesMax', { max: CUSTOM_FIELD_VALUES_MAX }),
  );

export const MEMO_LENGTH_MAX = 255;
export const memoSchema = freeText({
  max: MEMO_LENGTH_MAX,
  maxMessage: maxLengthMessage('memo', MEMO_LENGTH_MAX),
});
