import { readAchFile, writeAchFile } from '@causeway/nacha';
import { describe, expect, it } from 'vitest';
import { individualIdOf, nachaFileInputOf, type OutgoingEntry } from './nacha-file-input.ts';

const header = {
  immediateDestination: '231380104',
  immediateOrigin: '1234567890',
  immediateDestinationName: 'SANDBOX BANK',
  immediateOriginName: 'CAUSEWAY',
  fileCreationDate: '261124',
  fileCreationTime: '1445',
  fileIdModifier: 'A',
};
const originator = { originatingDfi: '23138010', companyId: '1234567890' };
const entry = (overrides: Partial<OutgoingEntry>): OutgoingEntry => ({
  entryId: '6f1c1c3e-7a51-4c43-9f36-0d7d5c1f2a11',
  kind: 'transfer',
  businessId: 'program-a',
  organizationName: 'Harbor Relief',
  businessName: 'Family Payouts',
  secCode: 'PPD',
  effectiveEntryDate: '261125',
  accountType: 'checking',
  routingNumber: '011000015',
  accountNumber: '123456789',
  amountCents: 100,
  nameOnAccount: 'Ana Diaz',
  ...overrides,
});

describe('nachaFileInputOf', () => {
  it('batches by business, SEC code and effective date, traces ascending through the file', () => {
    const entries = [
      entry({ entryId: 't1', secCode: 'PPD' }),
      entry({ entryId: 't2', secCode: 'CCD', accountType: 'savings' }),
      entry({ entryId: 't3', secCode: 'PPD' }),
      entry({ entryId: 't4', secCode: 'PPD', effectiveEntryDate: '261126' }),
      entry({ entryId: 't5', businessId: 'program-b', businessName: 'Rent Help' }),
    ];
    const { input, traceNumbers } = nachaFileInputOf(entries, header, originator, 41);
    expect(
      input.batches.map((batch) => [batch.secCode, batch.effectiveEntryDate, batch.entries.length]),
    ).toEqual([
      ['PPD', '261125', 2],
      ['CCD', '261125', 1],
      ['PPD', '261126', 1],
      ['PPD', '261125', 1],
    ]);
    expect(input.batches.map((batch) => batch.batchNumber)).toEqual([1, 2, 3, 4]);
    expect(input.batches[1]!.entries[0]!.transactionCode).toBe('32');
    const traces = input.batches.flatMap((batch) => batch.entries.map((item) => item.traceNumber));
    expect(traces).toEqual([
      '231380100000041',
      '231380100000042',
      '231380100000043',
      '231380100000044',
      '231380100000045',
    ]);
    expect(traceNumbers.get('t3')).toBe('231380100000042');
    const read = readAchFile(writeAchFile(input));
    expect(read.control.totalCreditAmountCents).toBe(500);
    expect(read.batches[3]!.header.companyDiscretionaryData).toBe('RENT HELP');
  });

  it.each([
    ['checking', '23'],
    ['savings', '33'],
  ] as const)('sends a prenote to a %s account as a zero-dollar %s entry', (accountType, code) => {
    const { input } = nachaFileInputOf(
      [entry({ entryId: 'p1', kind: 'prenote', accountType, amountCents: 100 })],
      header,
      originator,
      1,
    );
    const sent = input.batches[0]!.entries[0]!;
    expect([sent.transactionCode, sent.amountCents]).toEqual([code, 0]);
    expect(readAchFile(writeAchFile(input)).control.totalCreditAmountCents).toBe(0);
  });

  it('names the transfer in 15 characters', () => {
    expect(individualIdOf('6f1c1c3e-7a51-4c43-9f36-0d7d5c1f2a11')).toBe('6F1C1C3E7A514C4');
  });
});
