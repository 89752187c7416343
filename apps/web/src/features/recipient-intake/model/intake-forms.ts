import { bankAccountInputSchema } from '@causeway/contracts';
import {
  type AccountType,
  emailSchema,
  nameOnAccountSchema,
  OTP_LENGTH,
  otpSchema,
  validationMessage,
} from '@causeway/domain';
import { z } from 'zod';

// The recipient's forms (cardholder spec §5): the rules are the domain's and the contracts'
// schemas; this file only turns what a phone keyboard types into what they check.

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits as ASCII digits, as the API checks them. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

/** The emailed code as typed or pasted ("123 456"): its digits, at most six. */
export const codeInput = (typed: string) => toAsciiDigits(typed).replace(/\D/g, '').slice(0, OTP_LENGTH);

/**
 * An account or routing number as typed or copied from a check: the spaces and dashes people add
 * are dropped; anything else stays (and is not cut short), so the field's message names it.
 */
export const bankNumberInput = (typed: string) => toAsciiDigits(typed).replace(/[\s-]/g, '');

export const emailFormSchema = z.object({ email: emailSchema });
export type EmailForm = z.input<typeof emailFormSchema>;

export const codeFormSchema = z.object({ code: otpSchema });
export type CodeForm = z.input<typeof codeFormSchema>;

/** Before the bank-link provider opens: a valid name on the account (spec §4). */
export const nameOnAccountFormSchema = z.object({ nameOnAccount: nameOnAccountSchema });
export type NameOnAccountForm = z.input<typeof nameOnAccountFormSchema>;

/** Manual entry: the contracts' bank details and the email the result goes to. */
export const manualBankFormSchema = bankAccountInputSchema.extend({ email: emailSchema });
export type ManualBankForm = z.input<typeof manualBankFormSchema>;
export type ManualBankDetails = z.output<typeof manualBankFormSchema>;

export const emptyManualBankForm = (email: string): ManualBankForm => ({
  nameOnAccount: '',
  accountType: 'checking' satisfies AccountType,
  accountNumber: '',
  routingNumber: '',
  email,
});

const DEPOSIT_CENTS_MIN = 1;
const DEPOSIT_CENTS_MAX = 99;

/**
 * A micro-deposit as the recipient reads it on their statement, in cents: "0.32", ",32", "$0.32"
 * and "0,32" (a Spanish or Polish decimal comma) are 32 cents, and so is "32" (each deposit is
 * under a dollar, so two digits alone can only be cents). Null for anything else.
 */
export function depositCentsOf(typed: string): number | null {
  const text = toAsciiDigits(typed)
    .trim()
    .replace(/^\$\s*/, '')
    .replace(',', '.');
  let cents: number;
  if (/^0?\.\d{1,2}$/.test(text)) {
    const [, decimals = ''] = text.split('.');
    cents = Number(decimals.padEnd(2, '0'));
  } else if (/^\d{1,2}$/.test(text)) {
    cents = Number(text);
  } else {
    return null;
  }
  return cents >= DEPOSIT_CENTS_MIN && cents <= DEPOSIT_CENTS_MAX ? cents : null;
}

const depositSchema = z
  .string()
  .trim()
  .min(1, { error: validationMessage('required', { field: 'amount' }), abort: true })
  .transform((typed, ctx) => {
    const cents = depositCentsOf(typed);
    if (cents === null) {
      ctx.issues.push({
        code: 'custom',
        message: validationMessage('format', { field: 'amount' }),
        input: typed,
      });
      return z.NEVER;
    }
    return cents;
  });

export const microDepositsFormSchema = z
  .object({ firstAmount: depositSchema, secondAmount: depositSchema })
  .transform(({ firstAmount, secondAmount }) => ({
    firstAmountCents: firstAmount,
    secondAmountCents: secondAmount,
  }));
export type MicroDepositsForm = z.input<typeof microDepositsFormSchema>;

/** '•••• 1234': bank numbers are never shown back in full. */
export const maskedNumber = (digits: string) => `•••• ${digits.slice(-4)}`;
