import { describe, expect, it } from 'vitest';
import { checkFile, templateCsv, uniqueHeaders } from './check-file.ts';

const CARD = '0b6f9c1e-3c55-4f4e-9d7a-2f0d5b8d9a11';

describe('checkFile', () => {
  it('numbers rows as a spreadsheet does, sums the good rows and keeps each row’s errors', () => {
    const preview = checkFile(
      'card_loads',
      ['Card ID', 'Amount'],
      [
        [CARD, '10'],
        [CARD, '5'],
        ['x', '10000'],
      ],
      { cardId: 'Card ID', amount: 'Amount' },
    );
    expect(preview.totalCents).toBe(1_000);
    expect(preview.invalidRowCount).toBe(2);
    expect(preview.rows.map((row) => [row.rowNumber, row.errors.map((error) => error.code)])).toEqual([
      [2, []],
      [3, ['importRowDuplicate']],
      [4, ['invalid', 'loadAmountMax']],
    ]);
  });

  it('names a repeated header apart and gives a template of headers only', () => {
    expect(uniqueHeaders([' email', 'email', 'name'])).toEqual(['email', 'email (2)', 'name']);
    expect(templateCsv(['cardId', 'amount', 'memo'])).toBe('cardId,amount,memo\r\n');
  });
});
