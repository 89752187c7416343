import { z } from 'zod';
import { CARD_ID_LENGTH, CARD_LAST_DIGITS_LENGTH, OTP_LENGTH, PIN_LENGTH } from '../constants.ts';
import { exactLengthMessage, requiredMessage, validationMessage, wrongFormatMessage } from './messages.ts';
import { requiredText } from './text.ts';

// Short codes people type from a text message or the back of a card (cardholder spec §5).

export const pinSchema = z
  .string({ error: validationMessage('pinLength') })
  .regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), { error: validationMessage('pinLength') });

export const pinWithConfirmationSchema = z
  .object({ pin: pinSchema, confirmPin: z.string({ error: validationMessage('pinsDoNotMatch') }) })
  .refine((value) => value.pin === value.confirmPin, {
    error: validationMessage('pinsDoNotMatch'),
    path: ['confirmPin'],
    when: (payload) => {
      const value = payload.value as { pin?: unknown; confirmPin?: unknown } | undefined;
      return typeof value?.pin === 'string' && typeof value.confirmPin === 'string';
    },
  });

// The one-time sign-in code and the recipient's email verification code.
export const otpSchema = requiredText(requiredMessage('code'))
  .regex(/^\d+$/, { error: wrongFormatMessage('code'), abort: true })
  .length(OTP_LENGTH, { error: exactLengthMessage('code', OTP_LENGTH) });

// Letters and digits as printed on the back of the card, kept as typed.
export const cardIdSchema = requiredText(requiredMessage('cardId'))
  .regex(/^[A-Za-z0-9]+$/, { error: wrongFormatMessage('cardId'), abort: true })
  .length(CARD_ID_LENGTH, { error: exactLengthMessage('cardId', CARD_ID_LENGTH) });

export const cardLastSixSchema = requiredText(validationMessage('cardLastSixFormat')).regex(
  new RegExp(`^\\d{${CARD_LAST_DIGITS_LENGTH}}$`),
  { error: validationMessage('cardLastSixFormat') },
);

// MM/YY with a real month; whether the card has expired is the server's "Invalid card data".
export const cardExpirySchema = requiredText(validationMessage('cardExpiryFormat')).regex(
  /^(0[1-9]|1[0-2])\/\d{2}$/,
  {
    error: validationMessage('cardExpiryFormat'),
  },
);
