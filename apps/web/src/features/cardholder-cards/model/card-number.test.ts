import { describe, expect, it } from 'vitest';
import {
  cardNumberDigits,
  countdownText,
  expiryText,
  groupedCardNumber,
  maskedCardNumber,
} from './card-number.ts';

describe('card number display', () => {
  it.each([
    ['4111111111111111', '4111 1111 1111 1111'],
    ['4111 1111 1111 1111', '4111 1111 1111 1111'],
    ['411111111111111', '4111 1111 1111 111'],
    ['5555555555554444123', '5555 5555 5555 4444 123'],
  ])('groups %s as %s', (number, grouped) => {
    expect(groupedCardNumber(number)).toBe(grouped);
  });

  it('copies digits only', () => {
    expect(cardNumberDigits('4111 1111-1111 1111')).toBe('4111111111111111');
  });

  it('masks all but the last four digits', () => {
    expect(maskedCardNumber('1234')).toBe('•••• 1234');
  });

  it.each([
    [1, 2029, '01/29'],
    [11, 2030, '11/30'],
    [12, 2105, '12/05'],
  ])('expiry %i/%i reads %s (MM/YY, spec §5)', (month, year, text) => {
    expect(expiryText(month, year)).toBe(text);
  });
});

describe('countdownText', () => {
  it.each([
    [60, '1:00'],
    [59, '0:59'],
    [5, '0:05'],
    [0, '0:00'],
    [-3, '0:00'],
    [4.2, '0:05'],
  ])('%d seconds read %s', (seconds, text) => {
    expect(countdownText(seconds)).toBe(text);
  });
});
