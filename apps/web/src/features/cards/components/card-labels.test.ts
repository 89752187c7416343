import { describe, expect, it } from 'vitest';
import { cardholderName, maskedCardNumber } from './card-labels.ts';

describe('card labels', () => {
  it('masks all but the last four digits', () => {
    expect(maskedCardNumber('1234')).toBe('•••• 1234');
  });

  it('names the cardholder by first and last name', () => {
    const cardholder = { id: 'x', firstName: 'Jamal', lastName: 'Rahimi', email: null };
    expect(cardholderName({ cardholder })).toBe('Jamal Rahimi');
    expect(cardholderName({ cardholder: { ...cardholder, lastName: '' } })).toBe('Jamal');
  });
});
