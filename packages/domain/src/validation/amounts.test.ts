import { describe, expect, it } from 'vitest';
import { bankTransferAmountSchema, loadAmountSchema } from './amounts.ts';
import { onlyMessage } from './test-helpers.ts';

describe('loadAmountSchema (at most $9,999 with 2 decimals)', () => {
  it.each<[string | number, number]>([
    ['25', 2500],
    ['25.5', 2550],
    ['0.01', 1],
    ['9,999', 999_900],
    ['9999.00', 999_900],
    [' $1,000.10 ', 100_010],
    [12.34, 1234],
    [9999, 999_900],
  ])('%j → %d cents', (input, cents) => {
    expect(loadAmountSchema.parse(input)).toBe(cents);
  });

  it.each<[unknown, string]>([
    ['9999.01', 'Amount must be less than $9,999.'],
    ['10000', 'Amount must be less than $9,999.'],
    [10_000, 'Amount must be less than $9,999.'],
    ['12.345', 'Amount is not in the correct format'],
    [12.345, 'Amount is not in the correct format'],
    [0.1 + 0.2, 'Amount is not in the correct format'],
    ['-5', 'Amount is not in the correct format'],
    [-5, 'Amount is not in the correct format'],
    ['ten', 'Amount is not in the correct format'],
    ['0', 'Amount must be greater than $0.'],
    ['0.00', 'Amount must be greater than $0.'],
    [0, 'Amount must be greater than $0.'],
    ['', 'Amount is required'],
    ['  ', 'Amount is required'],
    [undefined, 'Amount is required'],
    [null, 'Amount is required'],
    // An empty number input read with valueAsNumber gives NaN.
    [Number.NaN, 'Amount is required'],
  ])('%j is refused with %j', (input, message) => {
    expect(onlyMessage(loadAmountSchema, input)).toBe(message);
  });
});

describe('bankTransferAmountSchema (at most $50,000 with 2 decimals)', () => {
  it.each<[string | number, number]>([
    ['50000', 5_000_000],
    ['50,000.00', 5_000_000],
    ['10000', 1_000_000],
    [0.5, 50],
  ])('%j → %d cents', (input, cents) => {
    expect(bankTransferAmountSchema.parse(input)).toBe(cents);
  });

  it.each<[unknown, string]>([
    ['50000.01', 'Amount must be $50,000 or less.'],
    [50_001, 'Amount must be $50,000 or less.'],
    ['1.001', 'Amount is not in the correct format'],
    ['0', 'Amount must be greater than $0.'],
    ['', 'Amount is required'],
  ])('%j is refused with %j', (input, message) => {
    expect(onlyMessage(bankTransferAmountSchema, input)).toBe(message);
  });
});
