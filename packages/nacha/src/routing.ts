import { NachaError } from './errors.ts';

// ABA routing numbers: 8 digits identify the bank, the 9th is a check digit over them.

const ABA_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7] as const;

/** The check digit for the first 8 digits: weights 3, 7, 1 repeated, so the 9-digit sum ends in 0. */
export function abaCheckDigit(firstEightDigits: string): string {
  if (!/^\d{8}$/.test(firstEightDigits)) {
    throw new NachaError(`abaCheckDigit takes 8 digits, got '${firstEightDigits}'`);
  }
  const sum = ABA_WEIGHTS.reduce(
    (total, weight, index) => total + weight * Number(firstEightDigits[index]),
    0,
  );
  return String((10 - (sum % 10)) % 10);
}

export function isValidRoutingNumber(routingNumber: string): boolean {
  return /^\d{9}$/.test(routingNumber) && abaCheckDigit(routingNumber.slice(0, 8)) === routingNumber[8];
}
