import { describe, expect, it } from 'vitest';
import { CHANGE_CODES } from './change-codes.ts';
import { parseCorrectedData } from './corrected-data.ts';
import { NachaError } from './errors.ts';
import { CORRECTIONS_ACH, RETURNS_ACH, TWO_BATCHES_ACH } from './fixtures/files.ts';
import { RETURN_CODES } from './return-codes.ts';
import { readReturnsAndCorrections } from './returns.ts';

describe('readReturnsAndCorrections', () => {
  it('lists the returns of a return file with codes, original traces, dates of death and amounts', () => {
    expect(readReturnsAndCorrections(RETURNS_ACH)).toEqual([
      {
        kind: 'return',
        code: 'R03',
        originalTraceNumber: '091000010000001',
        dateOfDeath: null,
        amountCents: 12_345,
        traceNumber: '021000020000001',
      },
      {
        kind: 'return',
        code: 'R15',
        originalTraceNumber: '091000010000002',
        dateOfDeath: '251231',
        amountCents: 500_000,
        traceNumber: '021000020000002',
      },
      {
        kind: 'return',
        code: 'R01',
        originalTraceNumber: '091000010000009',
        dateOfDeath: null,
        amountCents: 100,
        traceNumber: '021000020000003',
      },
    ]);
  });

  it('lists the NOCs of a COR file with their corrected data', () => {
    const corrections = readReturnsAndCorrections(CORRECTIONS_ACH);
    expect(corrections.map((item) => [item.kind, item.code, item.originalTraceNumber])).toEqual([
      ['correction', 'C01', '091000010000001'],
      ['correction', 'C03', '091000010000002'],
      ['correction', 'C06', '091000010000003'],
      ['correction', 'C07', '091000010000005'],
    ]);
    expect(corrections[0]).toEqual({
      kind: 'correction',
      code: 'C01',
      originalTraceNumber: '091000010000001',
      correctedData: '1234567890',
      traceNumber: '021000020000011',
    });
  });

  it('reads the corrections of the COR fixture through parseCorrectedData', () => {
    const parsed = readReturnsAndCorrections(CORRECTIONS_ACH).map((item) =>
      item.kind === 'correction' ? parseCorrectedData(item.code, item.correctedData) : undefined,
    );
    expect(parsed).toEqual([
      { accountNumber: '1234567890' },
      { routingNumber: '026009593', accountNumber: '55566677788' },
      { accountNumber: '4455', transactionCode: '32' },
      { routingNumber: '026009593', accountNumber: '99887766', transactionCode: '22' },
    ]);
  });

  it('names every code it met in the code tables', () => {
    for (const item of [
      ...readReturnsAndCorrections(RETURNS_ACH),
      ...readReturnsAndCorrections(CORRECTIONS_ACH),
    ]) {
      const table = item.kind === 'return' ? RETURN_CODES : CHANGE_CODES;
      expect(table[item.code]?.title).toBeTruthy();
    }
  });

  it('finds nothing in a file of payments', () => {
    expect(readReturnsAndCorrections(TWO_BATCHES_ACH)).toEqual([]);
  });

  it('refuses a damaged file as readAchFile does', () => {
    expect(() => readReturnsAndCorrections(RETURNS_ACH.replace('R03', 'R03 '))).toThrow(NachaError);
  });
});
