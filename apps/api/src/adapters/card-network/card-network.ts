import { randomInt } from 'node:crypto';
import { generateCardNumber } from './card-numbers.ts';

export type IssuedCardCredentials = { number: string; cvv: string; expiryMonth: number; expiryYear: number };

/** What the platform needs from a card processor to issue a card. */
export interface CardNetwork {
  issueCard(form: 'virtual' | 'physical'): Promise<IssuedCardCredentials>;
}

/** Mastercard's 2-series test range: numbers that pass Luhn and are never real accounts. */
export const SANDBOX_BIN = '222300';
const CARD_LIFETIME_YEARS = 3;

/** The built-in network simulator: issues numbers itself (authorizations and clearings come later). */
export class SandboxCardNetwork implements CardNetwork {
  async issueCard(): Promise<IssuedCardCredentials> {
    const now = new Date();
    return {
      number: generateCardNumber(SANDBOX_BIN),
      cvv: String(randomInt(0, 1000)).padStart(3, '0'),
      expiryMonth: now.getUTCMonth() + 1,
      expiryYear: now.getUTCFullYear() + CARD_LIFETIME_YEARS,
    };
  }
}
