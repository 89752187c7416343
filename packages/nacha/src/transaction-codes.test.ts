import { describe, expect, it } from 'vitest';
import {
  isCreditTransactionCode,
  isDebitTransactionCode,
  isKnownTransactionCode,
  isReturnOrCorrectionTransactionCode,
  isZeroAmountTransactionCode,
} from './transaction-codes.ts';

describe('transaction codes', () => {
  it.each([
    ['21', 'credit', true, false],
    ['22', 'credit', false, false],
    ['23', 'credit', false, true],
    ['24', 'credit', false, true],
    ['26', 'debit', true, false],
    ['27', 'debit', false, false],
    ['28', 'debit', false, true],
    ['31', 'credit', true, false],
    ['32', 'credit', false, false],
    ['36', 'debit', true, false],
    ['37', 'debit', false, false],
    ['42', 'credit', false, false],
    ['55', 'debit', false, false],
  ] as const)('%s is a %s', (code, side, returnOrCorrection, zeroAmount) => {
    expect(isKnownTransactionCode(code)).toBe(true);
    expect(isCreditTransactionCode(code)).toBe(side === 'credit');
    expect(isDebitTransactionCode(code)).toBe(side === 'debit');
    expect(isReturnOrCorrectionTransactionCode(code)).toBe(returnOrCorrection);
    expect(isZeroAmountTransactionCode(code)).toBe(zeroAmount);
  });

  it.each(['20', '25', '45', '61', '2', '222', 'AB'])('%j is unknown, neither credit nor debit', (code) => {
    expect(isKnownTransactionCode(code)).toBe(false);
    expect(isCreditTransactionCode(code)).toBe(false);
    expect(isDebitTransactionCode(code)).toBe(false);
  });
});
