import { describe, expect, it } from 'vitest';
import { NachaError } from './errors.ts';
import { firstEntry, withBatch, withEntry } from './fixtures/mutations.ts';
import { RETURNS_INPUT } from './fixtures/returned-inputs.ts';
import type { AchFileInput } from './input-types.ts';
import { writeAchFile } from './writer.ts';

// Returns and NOCs: which transaction codes, SEC codes and amounts go with addenda 99 and 98.

const returnEntry = RETURNS_INPUT.batches[0]!.entries[0]!;
const nocAddenda = {
  changeCode: 'C01',
  originalTraceNumber: '091000010000001',
  originalRdfi: '02100002',
  correctedData: '1234567890',
};

const cases: [string, AchFileInput, RegExp][] = [
  ['return code without addenda', withEntry({ transactionCode: '21' }), /needs addenda99 or addenda98/],
  [
    'addenda 99 on a live credit',
    withEntry({ addenda99: returnEntry.addenda99! }),
    /uses transaction code 21, 26, 31 or 36/,
  ],
  [
    'addenda 99 with a bad return code',
    withEntry({
      ...returnEntry,
      traceNumber: firstEntry.traceNumber,
      addenda99: { ...returnEntry.addenda99!, returnCode: 'X03' },
    }),
    /returnCode 'X03'/,
  ],
  [
    'addenda 98 outside a COR batch',
    withEntry({ transactionCode: '21', addenda98: nocAddenda }),
    /belongs in a COR batch only/,
  ],
  ['COR entry without addenda 98', withBatch({ secCode: 'COR' }), /COR batch but has no addenda98/],
  [
    'NOC with an amount',
    withBatch({ secCode: 'COR', entries: [{ ...firstEntry, transactionCode: '21', addenda98: nocAddenda }] }),
    /NOC moves no money/,
  ],
  [
    'both addenda 98 and 99',
    withBatch({
      secCode: 'COR',
      entries: [
        {
          ...firstEntry,
          amountCents: 0,
          transactionCode: '21',
          addenda98: nocAddenda,
          addenda99: returnEntry.addenda99!,
        },
      ],
    }),
    /both addenda99 and addenda98/,
  ],
  [
    'corrected data over 29 characters',
    withBatch({
      secCode: 'COR',
      entries: [
        {
          ...firstEntry,
          amountCents: 0,
          transactionCode: '21',
          addenda98: { ...nocAddenda, correctedData: '1'.repeat(30) },
        },
      ],
    }),
    /correctedData .* cannot be cut/,
  ],
];

describe('writeAchFile refuses returns and NOCs that break the rules', () => {
  it.each(cases)('%s', (_name, input, message) => {
    expect(() => writeAchFile(input)).toThrow(NachaError);
    expect(() => writeAchFile(input)).toThrow(message);
  });
});
