import { describe, expect, it } from 'vitest';
import { NachaError } from './errors.ts';
import { CCD_ADDENDA05_ACH, RETURNS_ACH, TWO_BATCHES_ACH } from './fixtures/files.ts';
import { readAchFile } from './reader.ts';

// Each case damages one record of a valid file; the reader must name the line.

const lines = (text: string) => text.split('\n').slice(0, -1);
const join = (records: string[]) => `${records.join('\n')}\n`;
const base = lines(TWO_BATCHES_ACH);

/** `base` with the record at `index` (0-based) given `text` from `column` (0-based) on. */
function patched(index: number, column: number, text: string, records = base): string {
  const copy = [...records];
  const record = copy[index]!;
  copy[index] = record.slice(0, column) + text + record.slice(column + text.length);
  return join(copy);
}
function replaced(index: number, record: string, records = base): string {
  const copy = [...records];
  copy[index] = record;
  return join(copy);
}
const removed = (index: number, records = base) => join(records.filter((_, at) => at !== index));
const returns = lines(RETURNS_ACH);

// Batch 1 (credits only) with its first entry turned into a debit and every total kept consistent,
// so only the service class rule can catch it.
function debitInCreditBatch(): string {
  const records = [...base];
  const patch = (index: number, column: number, text: string) => {
    records[index] = records[index]!.slice(0, column) + text + records[index]!.slice(column + text.length);
  };
  patch(2, 1, '27');
  patch(5, 20, '000000012345000000500000');
  patch(10, 31, '000000012345010000500000');
  return join(records);
}

const cases: [string, string, RegExp][] = [
  ['a record of 93 characters', replaced(3, base[3]!.slice(0, 93)), /^line 4: record is 93 characters long/],
  ['a record of 95 characters', replaced(3, `${base[3]} `), /^line 4: record is 95 characters long/],
  ['a blank line inside the file', replaced(5, ''), /^line 6: record is 0 characters long/],
  [
    'a character outside ASCII',
    patched(2, 54, 'É'),
    /^line 3: record holds characters outside printable ASCII/,
  ],
  ['an unknown record type', patched(4, 0, '4'), /^line 5: unknown record type '4'/],
  ['a file not starting with a header', removed(0), /^line 1: a file starts with a file header/],
  ['a second file header', replaced(1, base[0]!), /^line 2: second file header/],
  ['a record size other than 094', patched(0, 34, '095'), /^line 1: file header declares record size '095'/],
  ['an amount with a space', patched(2, 30, ' '), /^line 3: amount '0 00012345' .* must be digits/],
  [
    'a routing number with a space',
    patched(2, 5, ' '),
    /^line 3: routing number '02 000021' \(positions 4-12\) must be 9 digits/,
  ],
  ['an unknown transaction code', patched(2, 1, '25'), /^line 3: unknown transaction code '25'/],
  [
    'a batch entry count off by one',
    patched(5, 9, '4'),
    /^line 6: batch 1 control entry\/addenda count 4 does not match 3/,
  ],
  [
    'a batch entry hash off by one',
    patched(5, 19, '8'),
    /^line 6: batch 1 control entry hash 16300038 does not match 16300039 computed from the entries/,
  ],
  [
    'a batch credit total off by one cent',
    patched(5, 43, '6'),
    /^line 6: batch 1 control total credit amount \(cents\) 512346 does not match 512345/,
  ],
  [
    'a batch debit total that should be zero',
    patched(5, 31, '1'),
    /^line 6: batch 1 control total debit amount \(cents\) 1 does not match 0/,
  ],
  [
    'an entry amount changed under its control',
    patched(2, 38, '6'),
    /^line 6: batch 1 control total credit amount/,
  ],
  [
    'a batch control of another service class',
    patched(5, 1, '200'),
    /^line 6: batch 1 control service class code 200 does not match 220 in the batch header/,
  ],
  [
    'a batch control of another batch number',
    patched(5, 93, '9'),
    /^line 6: batch 1 control batch number 9 does not match 1/,
  ],
  [
    'a debit in a credits-only batch',
    debitInCreditBatch(),
    /^line 6: batch 1 is credits only \(220\) but entry 091000010000001 is a debit \(27\)/,
  ],
  [
    'a file batch count off by one',
    patched(10, 6, '3'),
    /^line 11: file control batch count 3 does not match 2 counted in the file/,
  ],
  [
    'a file block count off by one',
    patched(10, 12, '3'),
    /^line 11: file control block count 3 does not match 2 counted in the file/,
  ],
  [
    'a file entry count off by one',
    patched(10, 20, '6'),
    /^line 11: file control entry\/addenda count 6 does not match 5/,
  ],
  [
    'a file entry hash off by one',
    patched(10, 30, '8'),
    /^line 11: file control entry hash 28000998 does not match 28000999/,
  ],
  [
    'a file credit total off by one cent',
    patched(10, 54, '6'),
    /^line 11: file control total credit amount \(cents\) 10000512346 does not match 10000512345/,
  ],
  ['a missing file control', join(base.slice(0, 10)), /^line 10: missing file control/],
  [
    'padding where the file control should be',
    removed(10),
    /^line 11: padding before any file control: missing file control/,
  ],
  [
    'a missing batch control',
    join([...base.slice(0, 5), ...base.slice(6, 10)]),
    /^line 6: batch header while batch 1 has no batch control/,
  ],
  ['a file ending inside a batch', join(base.slice(0, 4)), /^line 4: batch 1 has no batch control/],
  ['an entry outside a batch', replaced(6, base[2]!), /^line 7: entry detail outside a batch/],
  [
    'a batch control without a header',
    join([base[0]!, base[5]!]),
    /^line 2: batch control without a batch header/,
  ],
  [
    'a record after the file control',
    replaced(11, base[2]!),
    /^line 12: only padding lines of 9s may follow the file control/,
  ],
  ['an empty file', '', /^empty file: no file header/],
  [
    'an addenda after an entry with indicator 0',
    patched(2, 78, '0', returns),
    /^line 4: addenda record without an entry whose addenda indicator is 1/,
  ],
  [
    'an entry with indicator 1 and no addenda',
    patched(2, 78, '1'),
    /^line 3: entry has addenda indicator 1 but no addenda record follows/,
  ],
  [
    'an unsupported addenda type',
    patched(3, 1, '02', returns),
    /^line 4: addenda type code '02' is not supported/,
  ],
  ['an IAT batch', patched(1, 50, 'IAT'), /^line 2: SEC code IAT is not supported/],
  [
    'a non-numeric addenda 05 sequence number',
    patched(3, 83, 'X', lines(CCD_ADDENDA05_ACH)),
    /^line 4: addenda sequence number/,
  ],
];

describe('readAchFile refuses a damaged file, naming the line', () => {
  it.each(cases)('%s', (_name, text, message) => {
    expect(() => readAchFile(text)).toThrow(NachaError);
    expect(() => readAchFile(text)).toThrow(message);
  });

  it('puts the 1-based line number on the error', () => {
    try {
      readAchFile(patched(5, 19, '8'));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(NachaError);
      expect((error as NachaError).lineNumber).toBe(6);
    }
  });
});
