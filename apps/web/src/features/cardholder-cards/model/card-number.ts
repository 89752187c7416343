/** '•••• 1234': the last digits of a card, as every card list shows them. */
export function maskedCardNumber(last4: string): string {
  return `•••• ${last4}`;
}

/** A full card number in groups of four ('4111 1111 1111 1111'), as printed on a card. */
export function groupedCardNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The digits alone, for copying into a wallet or a checkout form. */
export function cardNumberDigits(number: string): string {
  return number.replace(/\D/g, '');
}

/** MM/YY, as a card and the checkout forms write the expiry (spec §5). */
export function expiryText(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** '0:45': the time left before revealed details hide (no plural forms to translate). */
export function countdownText(secondsLeft: number): string {
  const seconds = Math.max(0, Math.ceil(secondsLeft));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
