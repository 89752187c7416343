import type { Card } from '../api/get-cards.ts';

const MASK = '••••';

/** A card number as lists show it: only the last four digits, '•••• 1234'. */
export function maskedCardNumber(last4: string): string {
  return `${MASK} ${last4}`;
}

/** The cardholder's full name, as printed for the card. */
export function cardholderName(card: {
  cardholder: Pick<Card['cardholder'], 'firstName' | 'lastName'>;
}): string {
  return [card.cardholder.firstName, card.cardholder.lastName].filter(Boolean).join(' ');
}
