import type { CardSummary } from '@causeway/contracts';

/**
 * The cardholder's full name for the dialogs' sentences (as the cards feature prints it; features
 * do not import each other).
 */
export function holderName(card: Pick<CardSummary, 'cardholder'>): string {
  return [card.cardholder.firstName, card.cardholder.lastName].filter(Boolean).join(' ');
}
