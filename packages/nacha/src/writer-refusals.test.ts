import { describe, expect, it } from 'vitest';
import { NachaError } from './errors.ts';
import { base, firstBatch, firstEntry, loose, withBatch, withEntry, withFile } from './fixtures/mutations.ts';
import type { AchFileInput } from './input-types.ts';
import { writeAchFile } from './writer.ts';

// Each case changes one field or ordering of a valid file; the writer must refuse it with a
// NachaError that names the field.

const cases: [string, AchFileInput, RegExp][] = [
  [
    'routing number with a letter',
    withEntry({ routingNumber: '02100002X' }),
    /routingNumber '02100002X' must be exactly 9 digits/,
  ],
  ['routing number too long', withEntry({ routingNumber: '0210000210' }), /must be exactly 9 digits/],
  [
    'routing number with a bad check digit',
    withEntry({ routingNumber: '021000022' }),
    /fails the ABA check digit/,
  ],
  [
    'destination with a bad check digit',
    withFile({ immediateDestination: '091000018' }),
    /immediateDestination .* check digit/,
  ],
  ['negative amount', withEntry({ amountCents: -1 }), /amountCents -1 must be a non-negative integer/],
  ['fractional amount', withEntry({ amountCents: 12.5 }), /amountCents 12.5 must be a non-negative integer/],
  ['amount beyond safe integers', withEntry({ amountCents: 2 ** 53 }), /must be a non-negative integer/],
  ['NaN amount', withEntry({ amountCents: Number.NaN }), /must be a non-negative integer/],
  [
    'amount over $99,999,999.99',
    withEntry({ amountCents: 10_000_000_000 }),
    /exceeds the maximum of 9999999999/,
  ],
  [
    'account number over 17 characters',
    withEntry({ accountNumber: '123456789012345678' }),
    /accountNumber .* cannot be cut/,
  ],
  ['empty account number', withEntry({ accountNumber: '  ' }), /accountNumber is required/],
  [
    'account number outside ASCII',
    withEntry({ accountNumber: '12345é' }),
    /accountNumber: character U\+00E9/,
  ],
  [
    'trace number too short',
    withEntry({ traceNumber: '09100001000001' }),
    /traceNumber .* exactly 15 digits/,
  ],
  [
    'trace number too long',
    withEntry({ traceNumber: '0910000100000001' }),
    /traceNumber .* exactly 15 digits/,
  ],
  [
    'trace number of another ODFI',
    withEntry({ traceNumber: '021000020000001' }),
    /must start with the batch originatingDfi/,
  ],
  ['name in another script', withEntry({ individualName: '王小明' }), /individualName: character U\+738B/],
  ['name with an emoji', withEntry({ individualName: 'Bob 🙂' }), /individualName: character U\+1F642/],
  ['name with a tab', withEntry({ individualName: 'Bob\tLee' }), /individualName: character U\+0009/],
  ['company id over 10 characters', withBatch({ companyId: '18712345678' }), /companyId .* cannot be cut/],
  ['blank company name', withBatch({ companyName: ' ' }), /companyName is required/],
  [
    'blank entry description',
    withBatch({ companyEntryDescription: '' }),
    /companyEntryDescription is required/,
  ],
  ['ODFI of 9 digits', withBatch({ originatingDfi: '091000019' }), /originatingDfi .* exactly 8 digits/],
  [
    'invalid effective date',
    withBatch({ effectiveEntryDate: '260230' }),
    /effectiveEntryDate '260230' must be a valid date/,
  ],
  ['invalid creation date', withFile({ fileCreationDate: '2601' }), /fileCreationDate/],
  [
    'invalid creation time',
    withFile({ fileCreationTime: '2460' }),
    /fileCreationTime '2460' must be a valid time/,
  ],
  ['two-letter file id modifier', withFile({ fileIdModifier: 'AB' }), /fileIdModifier/],
  ['origin of 11 characters', withFile({ immediateOrigin: '18712345678' }), /immediateOrigin/],
  [
    'debit in a credits-only batch',
    withEntry({ transactionCode: '27' }),
    /service class 220 is credits only/,
  ],
  [
    'credit in a debits-only batch',
    withBatch({ serviceClassCode: '225' }),
    /service class 225 is debits only/,
  ],
  [
    'prenote with an amount',
    withEntry({ transactionCode: '23', amountCents: 1 }),
    /prenote, amountCents must be 0/,
  ],
  [
    'unknown transaction code',
    withEntry({ transactionCode: loose('24') }),
    /transactionCode '24' must be one of/,
  ],
  ['unknown service class', withBatch({ serviceClassCode: loose('280') }), /serviceClassCode '280'/],
  ['unknown SEC code', withBatch({ secCode: loose('WEB') }), /secCode 'WEB'/],
  ['empty batch', withBatch({ entries: [] }), /batch 1 has no entries/],
  ['batch number 0', withBatch({ batchNumber: 0 }), /batchNumber 0/],
  [
    'batch numbers not ascending',
    withFile({ batches: [base.batches[1]!, firstBatch] }),
    /batch 2 batchNumber 1 must be greater/,
  ],
  [
    'trace numbers not ascending',
    withBatch({ entries: [firstBatch.entries[1]!, firstEntry] }),
    /entry 2 traceNumber '091000010000001' must be greater/,
  ],
];

describe('writeAchFile refuses invalid input', () => {
  it('accepts the unchanged base input', () => {
    expect(() => writeAchFile(base)).not.toThrow();
  });

  it.each(cases)('%s', (_name, input, message) => {
    expect(() => writeAchFile(input)).toThrow(NachaError);
    expect(() => writeAchFile(input)).toThrow(message);
  });

  it('refuses a batch total over 12 digits', () => {
    const entries = Array.from({ length: 101 }, (_, index) => ({
      ...firstEntry,
      amountCents: 9_999_999_999,
      traceNumber: `09100001${String(index + 1).padStart(7, '0')}`,
    }));
    expect(() => writeAchFile(withBatch({ entries }))).toThrow(/batch 1 total credit amount .* exceeds/);
  });
});
