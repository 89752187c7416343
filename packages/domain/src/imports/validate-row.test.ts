import { describe, expect, it } from 'vitest';
import { englishValidationMessage } from '../validation/messages.ts';
import { extraHeaders, mapColumns, missingColumns } from './import-columns.ts';
import type { ImportKind } from './import-kinds.ts';
import { checkImportRow, DuplicateRowTracker, type ImportRowError } from './validate-row.ts';

const CARD = '0b6f9c1e-3c55-4f4e-9d7a-2f0d5b8d9a11';
const RECIPIENT = '5a1f2d3c-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

/** Each error of a row as "column: English message", the way the preview shows it. */
function errorsOf(kind: ImportKind, cells: Record<string, string>, extra: Record<string, string> = {}) {
  const result = checkImportRow(kind, cells, extra);
  if (result.ok) return [];
  return result.errors.map(
    (error: ImportRowError) => `${error.column}: ${englishValidationMessage(error.code, error.params)}`,
  );
}

describe('card load rows', () => {
  it.each<[Record<string, string>, Record<string, unknown>]>([
    [
      { cardId: CARD, amount: '25' },
      { cardId: CARD, amountCents: 2500 },
    ],
    [
      { cardId: CARD, amount: '$1,000.10', memo: ' April ' },
      { cardId: CARD, amountCents: 100_010, memo: 'April' },
    ],
    [
      { cardId: CARD, amount: '9999', memo: '' },
      { cardId: CARD, amountCents: 999_900, memo: undefined },
    ],
  ])('%j is accepted', (cells, data) => {
    expect(checkImportRow('card_loads', cells)).toEqual({ ok: true, data: expect.objectContaining(data) });
  });

  it.each<[Record<string, string>, string[]]>([
    [{ cardId: CARD, amount: '10000' }, ['amount: Amount must be less than $9,999.']],
    [{ cardId: CARD, amount: '0' }, ['amount: Amount must be greater than $0.']],
    [{ cardId: CARD, amount: 'ten' }, ['amount: Amount is not in the correct format']],
    [{ cardId: CARD, amount: '' }, ['amount: Amount is required']],
    [{ cardId: 'not-a-card', amount: '5' }, ['cardId: Card ID is invalid']],
    [{ cardId: '', amount: '' }, ['cardId: Card ID is required', 'amount: Amount is required']],
    [{ cardId: CARD, amount: '5', memo: 'x'.repeat(256) }, ['memo: Memo must have at most 255 characters']],
  ])('%j is refused with %j', (cells, errors) => {
    expect(errorsOf('card_loads', cells)).toEqual(errors);
  });

  it('carries the columns beyond the template as custom fields, blank ones left out', () => {
    expect(
      checkImportRow('card_loads', { cardId: CARD, amount: '5' }, { caseNumber: 'C-1', cohort: ' ' }),
    ).toEqual({
      ok: true,
      data: expect.objectContaining({ customFields: { caseNumber: 'C-1' } }),
    });
  });
});

describe('virtual card and physical order rows', () => {
  const person = { firstName: 'Amina', lastName: 'Yusuf', email: 'amina@example.org' };
  const address = {
    addressOne: '12 Main St',
    addressTwo: '',
    city: 'Denver',
    state: 'co',
    zip: '80202',
    shipmentMethod: 'usps_priority',
  };

  it.each<[ImportKind, Record<string, string>, string[]]>([
    ['virtual_cards', { ...person, phone: '' }, []],
    ['virtual_cards', { ...person, phone: '2125550123' }, []],
    ['virtual_cards', { ...person, phone: '555-0123' }, ['phone: Invalid phone number.']],
    ['virtual_cards', { ...person, email: 'amina@' }, ['email: Invalid Email.']],
    ['virtual_cards', { ...person, firstName: ' ' }, ['firstName: First name is required']],
    ['physical_orders', { ...person, ...address }, []],
    [
      'physical_orders',
      { ...person, ...address, addressOne: 'PO Box 12' },
      ['addressOne: Invalid Address One. This address cannot be a PO Box.'],
    ],
    [
      'physical_orders',
      { ...person, ...address, state: 'XX' },
      ['state: Invalid State: Input needs to be a 2 digit state code.'],
    ],
    ['physical_orders', { ...person, ...address, zip: '802' }, ['zip: Zip must have exactly 5 characters']],
    [
      'physical_orders',
      { ...person, ...address, shipmentMethod: 'USPS_GROUND' },
      ['shipmentMethod: Shipment method must be one of USPS_PRIORITY, UPS_NEXT_DAY, UPS_SECOND_DAY.'],
    ],
    [
      'physical_orders',
      { ...person, ...address, firstName: 'Zoë' },
      ['firstName: First name is not in the correct format'],
    ],
  ])('%s %j → %j', (kind, cells, errors) => {
    expect(errorsOf(kind, cells)).toEqual(errors);
  });

  it('gives the state and the shipment method upper case, as the carrier expects', () => {
    const result = checkImportRow('physical_orders', { ...person, ...address });
    expect(result).toEqual({
      ok: true,
      data: expect.objectContaining({ state: 'CO', shipmentMethod: 'USPS_PRIORITY' }),
    });
  });
});

describe('recipient and payment rows', () => {
  const recipient = { type: 'Person', name: 'Amina Yusuf', email: 'amina@example.org', phone: '' };
  const bank = {
    nameOnAccount: 'Amina Yusuf',
    accountType: 'Checking',
    accountNumber: '000123456789',
    routingNumber: '011000015',
  };

  it.each<[ImportKind, Record<string, string>, string[]]>([
    ['recipients', recipient, []],
    ['recipients', { ...recipient, ...bank }, []],
    ['recipients', { ...recipient, type: 'robot' }, ['type: Type must be person or business']],
    ['recipients', { ...recipient, name: 'Amina 2' }, ['name: Name contains invalid characters.']],
    [
      'recipients',
      { ...recipient, ...bank, routingNumber: '011000016' },
      ['routingNumber: Routing number is not valid. Check the 9 digits.'],
    ],
    [
      'recipients',
      { ...recipient, ...bank, accountNumber: '12a' },
      ['accountNumber: Account number is not in the correct format'],
    ],
    [
      'recipients',
      { ...recipient, ...bank, nameOnAccount: 'Amina' },
      ['nameOnAccount: Name on account must include at least two words.'],
    ],
    [
      'recipients',
      { ...recipient, routingNumber: '011000015' },
      [
        'nameOnAccount: Name on account is required',
        'accountType: accountType must be one of checking, savings',
        'accountNumber: Account number is required',
      ],
    ],
    ['payments', { recipientId: RECIPIENT, amount: '50000', speed: '' }, []],
    [
      'payments',
      { recipientId: RECIPIENT, amount: '50000.01', speed: 'ach' },
      ['amount: Amount must be $50,000 or less.'],
    ],
    [
      'payments',
      { recipientId: RECIPIENT, amount: '10', speed: 'wire' },
      ['speed: speed must be one of ach, sameday_ach, instant'],
    ],
    ['payments', { recipientId: 'x', amount: '10', speed: 'ach' }, ['recipientId: ID is invalid']],
  ])('%s %j → %j', (kind, cells, errors) => {
    expect(errorsOf(kind, cells)).toEqual(errors);
  });

  it('defaults a blank speed to ACH and reads the bank details into one account', () => {
    expect(checkImportRow('payments', { recipientId: RECIPIENT, amount: '12.50', speed: ' ' })).toEqual({
      ok: true,
      data: expect.objectContaining({ amountCents: 1250, speed: 'ach' }),
    });
    expect(checkImportRow('recipients', { ...recipient, ...bank })).toEqual({
      ok: true,
      data: expect.objectContaining({ type: 'person', bankAccount: { ...bank, accountType: 'checking' } }),
    });
  });
});

describe('columns and duplicates', () => {
  it('maps headers that name a column in any case or spacing, and names the missing ones', () => {
    const mapping = mapColumns('card_loads', ['Card ID', 'AMOUNT', 'Case number']);
    expect(mapping).toEqual({ cardId: 'Card ID', amount: 'AMOUNT' });
    expect(missingColumns('card_loads', mapping)).toEqual([]);
    expect(extraHeaders(['Card ID', 'AMOUNT', 'Case number'], mapping)).toEqual(['Case number']);
    expect(missingColumns('card_loads', mapColumns('card_loads', ['card', 'sum']))).toEqual([
      'cardId',
      'amount',
    ]);
  });

  it("takes the person's own mapping over the header names, and ignores a header the file lacks", () => {
    expect(
      mapColumns('card_loads', ['card', 'sum'], { cardId: 'card', amount: 'sum', memo: 'nope' }),
    ).toEqual({
      cardId: 'card',
      amount: 'sum',
    });
  });

  it('refuses the second of two rows with the same card, naming the first', () => {
    const tracker = new DuplicateRowTracker('card_loads');
    const row = { cardId: CARD, amountCents: 100, memo: undefined, customFields: undefined };
    expect(tracker.check(2, row)).toBeNull();
    expect(tracker.check(3, { ...row, cardId: CARD.toUpperCase() })).toEqual({
      column: 'cardId',
      code: 'importRowDuplicate',
      params: { row: 2 },
    });
    expect(englishValidationMessage('importRowDuplicate', { row: 2 })).toBe('This row repeats row 2.');
  });
});
