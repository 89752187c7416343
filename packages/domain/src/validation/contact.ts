import { z } from 'zod';
import { EMAIL_LENGTH_MAX, PHONE_LENGTH } from '../constants.ts';
import { requiredMessage, validationMessage } from './messages.ts';
import { requiredText } from './text.ts';

const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_LENGTH}}$`);

// Ten digits, no dashes, spaces or country code (cardholder spec §5).
export const phoneSchema = requiredText(requiredMessage('phone')).regex(PHONE_PATTERN, {
  error: validationMessage('phoneInvalid'),
});

export const emailSchema = requiredText(requiredMessage('email'))
  .max(EMAIL_LENGTH_MAX, { error: validationMessage('emailInvalid'), abort: true })
  .pipe(z.email({ error: validationMessage('emailInvalid') }));

export type LoginIdentifier = { kind: 'email' | 'phone'; value: string };

// What people type around a phone number: spaces, dashes, dots, parentheses, a +1 country code.
const PHONE_AS_TYPED = /^\+?[\d\s().-]+$/;
const US_COUNTRY_CODE = /^1(?=\d{10}$)/;

/** Whether sign-in's one field holds a phone (digits and separators) rather than an email. */
export const isPhoneAsTyped = (typed: string) => PHONE_AS_TYPED.test(typed.trim());

/** A phone as typed at sign-in ("(212) 555-0123", "+1 212 555 0123") as its 10 digits. */
export const phoneDigitsOf = (typed: string) => typed.replace(/\D/g, '').replace(US_COUNTRY_CODE, '');

// Sign-in's first step takes an email or a phone in one field: digits and the separators people
// type around them mean a phone; anything else is read as an email.
export const loginIdentifierSchema = requiredText(validationMessage('loginIdentifierRequired')).transform(
  (typed, ctx): LoginIdentifier => {
    const kind = isPhoneAsTyped(typed) ? 'phone' : 'email';
    const value = kind === 'phone' ? phoneDigitsOf(typed) : typed;
    const result = (kind === 'phone' ? phoneSchema : emailSchema).safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues) {
        ctx.issues.push({ code: 'custom', message: issue.message, input: typed });
      }
      return z.NEVER;
    }
    return { kind, value: result.data };
  },
);

export function parseLoginIdentifier(text: string): LoginIdentifier | null {
  const result = loginIdentifierSchema.safeParse(text);
  return result.success ? result.data : null;
}
