import { describe, expect, it } from 'vitest';
import { CORRECTIONS_ACH, RETURNS_ACH, TWO_BATCHES_ACH } from './fixtures/files.ts';
import { CORRECTIONS_INPUT, RETURNS_INPUT } from './fixtures/returned-inputs.ts';
import { TWO_BATCHES_INPUT } from './fixtures/two-batches-input.ts';
import { writeAchFile } from './writer.ts';

const lines = (text: string) => text.split('\n').slice(0, -1);

describe('writeAchFile: the two-batch golden file', () => {
  const written = writeAchFile(TWO_BATCHES_INPUT);
  const expected = lines(TWO_BATCHES_ACH);
  const actual = lines(written);

  it('writes 94-character records, one per line, ending with a newline', () => {
    expect(written.endsWith('\n')).toBe(true);
    expect(written).not.toContain('\r');
    for (const line of actual) expect(line).toHaveLength(94);
  });

  it('pads with lines of 9s to a multiple of 10 lines', () => {
    expect(actual).toHaveLength(20);
    expect(actual.slice(11)).toEqual(Array(9).fill('9'.repeat(94)));
  });

  it.each([
    [0, 'file header'],
    [1, 'batch 1 header (220 PPD)'],
    [2, 'entry: checking credit, accented name transliterated'],
    [3, 'entry: savings credit with discretionary data, curly apostrophe'],
    [4, 'entry: prenote, name cut to 22 characters'],
    [5, 'batch 1 control'],
    [6, 'batch 2 header (200 CCD)'],
    [7, 'entry: the largest amount a record holds'],
    [8, 'entry: one cent'],
    [9, 'batch 2 control'],
    [10, 'file control'],
  ])('line %i, %s, is exactly as laid by hand', (index) => {
    expect(actual[index]).toBe(expected[index]);
  });

  it('matches the hand-laid file byte for byte', () => {
    expect(written).toBe(TWO_BATCHES_ACH);
  });

  it('sums the entry hash and the totals', () => {
    // 02100002 + 02100002 + 12100035 in batch 1; 09100001 + 02600959 in batch 2.
    expect(actual[5]!.slice(10, 20)).toBe('0016300039');
    expect(actual[9]!.slice(10, 20)).toBe('0011700960');
    expect(actual[10]!.slice(21, 31)).toBe('0028000999');
    expect(actual[5]!.slice(32, 44)).toBe(String(12_345 + 500_000).padStart(12, '0'));
    expect(actual[10]!.slice(43, 55)).toBe(String(12_345 + 500_000 + 9_999_999_999 + 1).padStart(12, '0'));
    expect(actual[10]!.slice(31, 43)).toBe('0'.repeat(12));
    expect(actual[10]!.slice(1, 7)).toBe('000002'); // batch count
    expect(actual[10]!.slice(7, 13)).toBe('000002'); // block count
    expect(actual[10]!.slice(13, 21)).toBe('00000005'); // entry/addenda count
  });
});

describe('writeAchFile: files a bank sends back', () => {
  it('writes returns with addenda 99, counted in the entry/addenda count, and no padding at 10 records', () => {
    expect(writeAchFile(RETURNS_INPUT)).toBe(RETURNS_ACH);
  });

  it('writes a COR batch of NOCs with addenda 98', () => {
    expect(writeAchFile(CORRECTIONS_INPUT)).toBe(CORRECTIONS_ACH);
  });
});

describe('writeAchFile: edge cases', () => {
  it('writes a file with no batches as header, control and padding', () => {
    const written = lines(writeAchFile({ ...TWO_BATCHES_INPUT, batches: [] }));
    expect(written).toHaveLength(10);
    expect(written[1]).toBe(`9${'000000'}${'000001'}${'0'.repeat(8 + 10 + 12 + 12)}${' '.repeat(39)}`);
  });

  it('writes a blank effective entry date as six spaces and upper-cases the file id modifier', () => {
    const [batch] = TWO_BATCHES_INPUT.batches;
    const written = lines(
      writeAchFile({
        ...TWO_BATCHES_INPUT,
        fileIdModifier: 'b',
        batches: [{ ...batch!, effectiveEntryDate: '' }],
      }),
    );
    expect(written[0]![33]).toBe('B');
    expect(written[1]!.slice(69, 75)).toBe('      ');
  });

  it('takes a 9-digit immediate origin as a routing number with a leading space', () => {
    const written = writeAchFile({ ...TWO_BATCHES_INPUT, immediateOrigin: '021000021' });
    expect(written.slice(13, 23)).toBe(' 021000021');
  });
});
