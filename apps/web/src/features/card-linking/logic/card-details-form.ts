import { cardDetailsProofSchema } from '@causeway/contracts';
import {
  CARD_ID_LENGTH,
  CARD_LAST_DIGITS_LENGTH,
  cardIdSchema,
  PIN_LENGTH,
  pinWithConfirmationSchema,
} from '@causeway/domain';
import { z } from 'zod';

// The forms of the card-details flow (cardholder spec §2, §5): the rules are the domain's and the
// contracts' schemas; this file only turns what a phone keyboard types into what they check.

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/**
 * Arabic-Indic (٠–٩) and Persian (۰–۹) digits as ASCII digits: an Arabic, Dari, Pashto or Farsi
 * keyboard types these, and the card's numbers are checked as 0–9.
 */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

/** Only the digits of what was typed, at most `max` of them (last 6 digits, PIN). */
export function digitsOnly(text: string, max: number): string {
  return toAsciiDigits(text).replace(/\D/g, '').slice(0, max);
}

/**
 * The card ID as printed on the back of the card: spaces and dashes a person adds while copying
 * it are dropped, letters are upper-cased (the API looks the ID up without case), and it stops
 * at 10 characters. Other characters stay, so the format message can name them.
 */
export function normalizeCardId(text: string): string {
  return toAsciiDigits(text).replace(/[\s-]/g, '').toUpperCase().slice(0, CARD_ID_LENGTH);
}

/** MM/YY as it is typed: "0427" reads "04/27", the slash appears after the month's two digits. */
export function formatExpiryInput(text: string): string {
  const digits = digitsOnly(text, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const lastSixInput = (text: string) => digitsOnly(text, CARD_LAST_DIGITS_LENGTH);
export const pinInput = (text: string) => digitsOnly(text, PIN_LENGTH);

/** Step 1 of linking a card, and the first field of the first-PIN form. */
export const cardIdFormSchema = z.object({ cardId: cardIdSchema });
export type CardIdForm = z.input<typeof cardIdFormSchema>;

/** Step 2 of linking: last 6 digits, organisation name on the back of the card, expiry MM/YY. */
export const cardProofFormSchema = cardDetailsProofSchema;
export type CardProofForm = z.input<typeof cardProofFormSchema>;

/** A PIN and its confirmation: exactly 4 digits, the same twice. */
export const pinFormSchema = pinWithConfirmationSchema;
export type PinForm = z.input<typeof pinFormSchema>;

/**
 * The first PIN without signing in: the card ID, the card-details proof and the PIN twice (the
 * API's firstPin body is a strict object, so the card ID is added to its fields, not beside it).
 */
export const firstPinFormSchema = z
  .object({ cardId: cardIdSchema, ...cardDetailsProofSchema.shape })
  .and(pinWithConfirmationSchema);
export type FirstPinForm = z.input<typeof firstPinFormSchema>;
