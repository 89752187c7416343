import { ACCOUNT_NUMBER_LENGTH_MAX, NAME_LENGTH_MAX, ROUTING_NUMBER_LENGTH } from '../constants.ts';
import {
  exactLengthMessage,
  maxLengthMessage,
  requiredMessage,
  validationMessage,
  wrongFormatMessage,
} from './messages.ts';
import { requiredText } from './text.ts';

// Recipient and bank account rules (both specs §5). The account type rule is accountTypeSchema
// in enums/bank-transfers.ts.

// Latin letters with their accented forms (Latin-1 Supplement and Latin Extended-A/B, less the
// × and ÷ signs), spaces, hyphen, dot and both apostrophes.
const RECIPIENT_NAME_CHARACTERS = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F .'’-]+$/;
const HAS_LETTER = /[A-Za-z\u00C0-\u024F]/;

export const recipientNameSchema = requiredText(validationMessage('nameRequired'))
  .max(NAME_LENGTH_MAX, { error: maxLengthMessage('name', NAME_LENGTH_MAX), abort: true })
  .refine((name) => RECIPIENT_NAME_CHARACTERS.test(name) && HAS_LETTER.test(name), {
    error: validationMessage('nameInvalidCharacters'),
  });

// A person's or a business's name as the bank holds it, so digits and & are allowed too.
const NAME_ON_ACCOUNT_CHARACTERS = /^[\p{L}\p{M}0-9 .,'’&-]+$/u;

export const nameOnAccountSchema = requiredText(requiredMessage('nameOnAccount'))
  .max(NAME_LENGTH_MAX, { error: maxLengthMessage('nameOnAccount', NAME_LENGTH_MAX), abort: true })
  .regex(NAME_ON_ACCOUNT_CHARACTERS, { error: wrongFormatMessage('nameOnAccount'), abort: true })
  .refine((name) => name.split(/\s+/).length >= 2, { error: validationMessage('nameOnAccountTwoWords') });

export const accountNumberSchema = requiredText(requiredMessage('accountNumber'))
  .regex(/^\d+$/, { error: wrongFormatMessage('accountNumber'), abort: true })
  .max(ACCOUNT_NUMBER_LENGTH_MAX, { error: maxLengthMessage('accountNumber', ACCOUNT_NUMBER_LENGTH_MAX) });

// Nine digits whose check digit holds (issue 10): a typo is caught here rather than by an R28 return
// days later.
export const routingNumberSchema = requiredText(requiredMessage('routingNumber'))
  .regex(/^\d+$/, { error: wrongFormatMessage('routingNumber'), abort: true })
  .length(ROUTING_NUMBER_LENGTH, {
    error: exactLengthMessage('routingNumber', ROUTING_NUMBER_LENGTH),
    abort: true,
  })
  .refine((routingNumber) => isValidAbaChecksum(routingNumber), {
    error: validationMessage('routingNumberChecksum'),
  });

const ABA_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

// The ABA check digit: weights 3, 7, 1 over the nine digits, and the sum is a multiple of 10.
export function isValidAbaChecksum(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  const sum = ABA_WEIGHTS.reduce((total, weight, index) => total + weight * Number(routingNumber[index]), 0);
  return sum % 10 === 0;
}
