import { PHONE_LENGTH } from '@causeway/domain';

/**
 * A 10-digit US phone number as people read it, "(888) 555-0142"; any other text is shown as it
 * is rather than mangled.
 */
export function formatPhoneNumber(digits: string): string {
  if (!new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(digits)) return digits;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The tel: link of a 10-digit US number (country code 1), so a phone dials it from abroad too. */
export function phoneHref(digits: string): string {
  return new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(digits) ? `tel:+1${digits}` : `tel:${digits}`;
}
