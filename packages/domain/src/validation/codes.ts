import { z } from 'zod';
import { CARD_ID_LENGTH, CARD_LAST_DIGITS_LENGTH, OTP_LENGTH, PIN_LENGTH } from '../constants.ts';
import {
  exactLengthMessage,
  requiredMessage,
  requiredText,
  VALIDATION_MESSAGES,
  wrongFormatMessage,
} from './messages.ts';

// Short codes people type from a text message or the back of a card (cardholder spec §5).

export const pinSchema = z
  .string({ error: VALIDATION_MESSAGES.pinLength })
  .regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), { error: VALIDATION_MESSAGES.pinLength });

export const pinWithConfirmationSchema = z
  .object({ pin: pinSchema, confirmPin: z.string({ error: VALIDATION_MESSAGES.pinsDoNotMatch }) })
  .refine((value) => value.pin === value.confirmPin, {
    error: VALIDATION_MESSAGES.pinsDoNotMatch,
    path: ['confirmPin'],
    when: (payload) => {
      const value = payload.value as { pin?: unknown; confirmPin?: unknown } | undefined;
      return typeof value?.pin === 'string' && typeof value.confirmPin === 'string';
    },
  });

// The one-time sign-in code and the recipient's email verification code.
export const otpSchema = requiredText(requiredMessage('Code'))
  .regex(/^\d+$/, { error: wrongFormatMessage('Code'), abort: true })
  .length(OTP_LENGTH, { error: exactLengthMessage('Code', OTP_LENGTH) });

// Letters and digits as printed on the back of the card, kept as typed.
export const cardIdSchema = requiredText(requiredMessage('Card ID'))
  .regex(/^[A-Za-z0-9]+$/, { error: wrongFormatMessage('Card ID'), abort: true })
  .length(CARD_ID_LENGTH, { error: exactLengthMessage('Card ID', CARD_ID_LENGTH) });

export const cardLastSixSchema = requiredText(VALIDATION_MESSAGES.cardLastSixFormat).regex(
  new RegExp(`^\\d{${CARD_LAST_DIGITS_LENGTH}}$`),
  { error: VALIDATION_MESSAGES.cardLastSixFormat },
);

// MM/YY with a real month; whether the card has expired is the server's "Invalid card data".
export const cardExpirySchema = requiredText(VALIDATION_MESSAGES.cardExpiryFormat).regex(
  /^(0[1-9]|1[0-2])\/\d{2}$/,
  {
    error: VALIDATION_MESSAGES.cardExpiryFormat,
  },
);
