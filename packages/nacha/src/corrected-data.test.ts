import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CorrectedData, formatCorrectedData, parseCorrectedData } from './corrected-data.ts';
import { NachaError } from './errors.ts';
import { routingNumber } from './fixtures/arbitraries.ts';

// Corrected data as an RDFI lays it out in positions 36-64 of the addenda 98.
const account17 = (account: string) => account.padEnd(17, ' ');

describe('parseCorrectedData', () => {
  it.each<[string, string, CorrectedData]>([
    ['C01', '1234567890', { accountNumber: '1234567890' }],
    ['C01', '12345678901234567', { accountNumber: '12345678901234567' }],
    ['C02', '026009593', { routingNumber: '026009593' }],
    [
      'C03',
      `026009593   ${account17('55566677788')}`,
      { routingNumber: '026009593', accountNumber: '55566677788' },
    ],
    ['C04', 'MARY ANN ONEIL', { individualName: 'MARY ANN ONEIL' }],
    ['C04', 'A NAME OF EXACTLY 22 C', { individualName: 'A NAME OF EXACTLY 22 C' }],
    ['C05', '32', { transactionCode: '32' }],
    ['C06', `${account17('4455')}   32`, { accountNumber: '4455', transactionCode: '32' }],
    [
      'C06',
      `${account17('12345678901234567')}   27`,
      { accountNumber: '12345678901234567', transactionCode: '27' },
    ],
    [
      'C07',
      `026009593${account17('99887766')}22`,
      { routingNumber: '026009593', accountNumber: '99887766', transactionCode: '22' },
    ],
    ['C09', '123456789', {}],
    ['C13', 'ANYTHING', {}],
    ['X01', '1234', {}],
  ])('%s %j', (code, data, expected) => {
    expect(parseCorrectedData(code, data)).toEqual(expected);
  });

  it.each<[string, string, CorrectedData]>([
    ['C03', '026009593 55566677788', { routingNumber: '026009593', accountNumber: '55566677788' }],
    ['C06', '4455 32', { accountNumber: '4455', transactionCode: '32' }],
    [
      'C07',
      '026009593 99887766 22',
      { routingNumber: '026009593', accountNumber: '99887766', transactionCode: '22' },
    ],
  ])('%s %j: reads the parts written one space apart, as some banks do', (code, data, expected) => {
    expect(parseCorrectedData(code, data)).toEqual(expected);
  });

  it('leaves out what the data does not carry', () => {
    expect(parseCorrectedData('C01', '')).toEqual({});
    expect(parseCorrectedData('C03', '026009593')).toEqual({ routingNumber: '026009593' });
  });
});

describe('formatCorrectedData', () => {
  it('lays out each code at its positions', () => {
    expect(formatCorrectedData('C03', { routingNumber: '026009593', accountNumber: '555' })).toBe(
      '026009593   555',
    );
    expect(formatCorrectedData('C06', { accountNumber: '4455', transactionCode: '32' })).toBe(
      `${account17('4455')}   32`,
    );
    expect(
      formatCorrectedData('C07', { routingNumber: '026009593', accountNumber: '9', transactionCode: '22' }),
    ).toBe(`026009593${account17('9')}22`);
    expect(formatCorrectedData('C04', { individualName: 'José Álvarez-Núñez de la Peña' })).toBe(
      'JOSE ALVAREZ-NUNEZ DE',
    );
  });

  it.each<[string, CorrectedData, RegExp]>([
    ['C01', {}, /C01 corrected data needs accountNumber/],
    ['C01', { accountNumber: '123456789012345678' }, /cannot be cut/],
    ['C02', { routingNumber: '026009594' }, /check digit/],
    ['C05', { transactionCode: '2' }, /not a transaction code/],
    ['C06', { accountNumber: '1' }, /needs transactionCode/],
    ['C09', { accountNumber: '1' }, /no corrected data layout/],
  ])('%s %j is refused', (code, data, message) => {
    expect(() => formatCorrectedData(code, data)).toThrow(NachaError);
    expect(() => formatCorrectedData(code, data)).toThrow(message);
  });

  it('is read back by parseCorrectedData for every code', () => {
    const account = fc.stringMatching(/^[0-9A-Z-]{1,17}$/);
    const transactionCode = fc.constantFrom('22', '27', '32', '37');
    const cases = fc.oneof(
      account.map((accountNumber) => ['C01', { accountNumber }] as const),
      routingNumber.map((routing) => ['C02', { routingNumber: routing }] as const),
      fc
        .tuple(routingNumber, account)
        .map(([routing, accountNumber]) => ['C03', { routingNumber: routing, accountNumber }] as const),
      fc
        .stringMatching(/^[A-Z][A-Z ]{0,20}[A-Z]$/)
        .map((individualName) => ['C04', { individualName }] as const),
      transactionCode.map((code) => ['C05', { transactionCode: code }] as const),
      fc
        .tuple(account, transactionCode)
        .map(([accountNumber, code]) => ['C06', { accountNumber, transactionCode: code }] as const),
      fc
        .tuple(routingNumber, account, transactionCode)
        .map(
          ([routing, accountNumber, code]) =>
            ['C07', { routingNumber: routing, accountNumber, transactionCode: code }] as const,
        ),
    );
    fc.assert(
      fc.property(cases, ([code, data]) => {
        const text = formatCorrectedData(code, data);
        expect(text.length).toBeLessThanOrEqual(29);
        expect(parseCorrectedData(code, text)).toEqual(data);
      }),
    );
  });
});
