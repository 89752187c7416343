import type { CardSummary } from '@causeway/contracts';

type Labelled = { cardholder: Pick<CardSummary['cardholder'], 'firstName' | 'lastName'>; last4: string };

/** The cardholder's full name, as printed for the card. */
export function cardholderName(card: Pick<Labelled, 'cardholder'>): string {
  return [card.cardholder.firstName, card.cardholder.lastName].filter(Boolean).join(' ');
}

/** 'Jane Doe •••• 1234': how a card reads in the picker and in the played list. */
export function cardOptionLabel(card: Labelled): string {
  return `${cardholderName(card)} •••• ${card.last4}`;
}
