import { z } from 'zod';
import { EMAIL_LENGTH_MAX, PHONE_LENGTH } from '../constants.ts';
import { requiredMessage, requiredText, validationMessage } from './messages.ts';

const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_LENGTH}}$`);

// Ten digits, no dashes, spaces or country code (cardholder spec §5).
export const phoneSchema = requiredText(requiredMessage('phone')).regex(PHONE_PATTERN, {
  error: validationMessage('phoneInvalid'),
});

export const emailSchema = requiredText(requiredMessage('email'))
  .max(EMAIL_LENGTH_MAX, { error: validationMessage('emailInvalid'), abort: true })
  .pipe(z.email({ error: validationMessage('emailInvalid') }));

export type LoginIdentifier = { kind: 'email' | 'phone'; value: string };

// Sign-in's first step takes an email or a phone in one field: digits only means a phone.
export const loginIdentifierSchema = requiredText(validationMessage('loginIdentifierRequired')).transform(
  (value, ctx): LoginIdentifier => {
    const kind = /^\d+$/.test(value) ? 'phone' : 'email';
    const result = (kind === 'phone' ? phoneSchema : emailSchema).safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues) {
        ctx.issues.push({ code: 'custom', message: issue.message, input: value });
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
