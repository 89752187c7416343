import { randomInt } from 'node:crypto';

/** The Luhn check digit for a number's payload (all digits but the last). */
export function luhnCheckDigit(payload: string): string {
  let sum = 0;
  for (let index = 0; index < payload.length; index += 1) {
    let digit = Number(payload[payload.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

export function isLuhnValid(number: string): boolean {
  return /^\d{12,19}$/.test(number) && luhnCheckDigit(number.slice(0, -1)) === number.at(-1);
}

const randomDigitString = (length: number) => Array.from({ length }, () => randomInt(0, 10)).join('');

/** A 16-digit Luhn-valid number under a BIN. */
export function generateCardNumber(bin: string): string {
  const payload = bin + randomDigitString(15 - bin.length);
  return payload + luhnCheckDigit(payload);
}
