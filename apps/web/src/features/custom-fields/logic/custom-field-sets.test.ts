import { requiredMessage, validationMessage } from '@causeway/domain';
import { describe, expect, it } from 'vitest';
import type { CustomFieldOption } from '../../../lib/custom-fields/custom-field-options.ts';
import {
  type CustomFieldSet,
  checkCustomField,
  emptyCustomFieldForm,
  fieldsOf,
  moveCustomField,
  removeCustomField,
  suggestFieldName,
  upsertCustomField,
  withoutFixedFields,
} from './custom-field-sets.ts';

const source: CustomFieldOption = {
  label: 'Funding source',
  name: 'fundingSource',
  dataType: 'dropdown',
  dataOptions: ['Grant A', 'Grant B'],
};
const crm: CustomFieldOption = { label: 'CRM id', name: 'crmId', dataType: 'text', dataOptions: [] };
const sets: CustomFieldSet[] = [
  { resourceType: 'financial_account_load', options: [source, crm] },
  { resourceType: 'bank_transfers', options: [crm] },
];

describe('suggestFieldName', () => {
  it.each([
    ['Funding source', 'fundingSource'],
    ['CRM id', 'crmId'],
    ['Grant ID #2', 'grantId2'],
    ['caseNumber', 'caseNumber'],
    ['  2nd reviewer ', 'ndReviewer'],
    ['Café budget', 'cafeBudget'],
    ['مصدر', ''],
    ['', ''],
  ])('%j → %j', (label, name) => {
    expect(suggestFieldName(label)).toBe(name);
  });

  it('keeps at most 64 characters', () => {
    expect(suggestFieldName('a'.repeat(80))).toHaveLength(64);
  });
});

describe('checkCustomField', () => {
  const form = (changes: Partial<ReturnType<typeof emptyCustomFieldForm>>) => ({
    ...emptyCustomFieldForm(),
    label: 'Case number',
    name: 'caseNumber',
    ...changes,
  });

  it('accepts a text field and drops options it cannot have', () => {
    expect(checkCustomField(form({ dataOptions: ['x'] }), [source], false)).toEqual({
      ok: true,
      field: { label: 'Case number', name: 'caseNumber', dataType: 'text', dataOptions: [] },
    });
  });

  it('accepts a dropdown with trimmed options', () => {
    const result = checkCustomField(form({ dataType: 'dropdown', dataOptions: [' A ', 'B'] }), [], false);
    expect(result).toEqual({ ok: true, field: expect.objectContaining({ dataOptions: ['A', 'B'] }) });
  });

  it.each<[string, Parameters<typeof form>[0], Record<string, string>]>([
    ['a blank label', { label: ' ' }, { label: requiredMessage('label') }],
    ['a name starting with a digit', { name: '2nd' }, { name: validationMessage('customFieldNameFormat') }],
    ['a name with a space', { name: 'case number' }, { name: validationMessage('customFieldNameFormat') }],
    ['a taken name', { name: 'fundingSource' }, { name: validationMessage('customFieldNameTaken') }],
    [
      'a dropdown without options',
      { dataType: 'dropdown' },
      { dataOptions: validationMessage('dropdownNeedsOption') },
    ],
    [
      'a repeated option',
      { dataType: 'dropdown', dataOptions: ['A', ' A'] },
      { dataOptions: validationMessage('dropdownOptionDuplicate') },
    ],
    [
      'a long option',
      { dataType: 'dropdown', dataOptions: ['x'.repeat(101)] },
      { dataOptions: validationMessage('dropdownOptionTooLong', { length: 100 }) },
    ],
  ])('refuses %s', (_, changes, errors) => {
    expect(checkCustomField(form(changes), [source], false)).toEqual({ ok: false, errors });
  });

  it('refuses a 21st field but lets one of 20 be edited', () => {
    const twenty = Array.from({ length: 20 }, (_, index) => ({ ...crm, name: `field${index}` }));
    expect(checkCustomField(form({}), twenty, false)).toEqual({
      ok: false,
      errors: { root: validationMessage('customFieldsMax', { max: 20 }) },
    });
    expect(checkCustomField(form({}), twenty.slice(1), true).ok).toBe(true);
  });
});

describe('withoutFixedFields', () => {
  it('leaves out the fields the platform sets, and a type left without fields', () => {
    const fixedSource = { ...source, fixed: true };
    const fixedCrm = { ...crm, fixed: true };
    expect(
      withoutFixedFields([
        { resourceType: 'financial_account_load', options: [fixedSource, crm] },
        { resourceType: 'funding_account_deposit', options: [fixedCrm] },
        { resourceType: 'bank_transfers', options: [source] },
      ]),
    ).toEqual([
      { resourceType: 'financial_account_load', options: [crm] },
      { resourceType: 'bank_transfers', options: [source] },
    ]);
  });
});

describe('editing the sets', () => {
  const added: CustomFieldOption = { label: 'Case', name: 'case', dataType: 'text', dataOptions: [] };

  it('adds a field at the end of its resource type, creating the type when needed', () => {
    expect(
      fieldsOf(upsertCustomField(sets, 'financial_account_load', added), 'financial_account_load'),
    ).toEqual([source, crm, added]);
    const created = upsertCustomField(sets, 'loads', added);
    expect(created.map((set) => set.resourceType)).toEqual([
      'financial_account_load',
      'bank_transfers',
      'loads',
    ]);
  });

  it('replaces a field in place and leaves other types alone', () => {
    const renamed = { ...crm, label: 'CRM number' };
    const next = upsertCustomField(sets, 'financial_account_load', renamed, 'crmId');
    expect(fieldsOf(next, 'financial_account_load')).toEqual([source, renamed]);
    expect(fieldsOf(next, 'bank_transfers')).toEqual([crm]);
  });

  it('removes a field, and a type left empty', () => {
    expect(
      fieldsOf(removeCustomField(sets, 'financial_account_load', 'crmId'), 'financial_account_load'),
    ).toEqual([source]);
    expect(removeCustomField(sets, 'bank_transfers', 'crmId').map((set) => set.resourceType)).toEqual([
      'financial_account_load',
    ]);
  });

  it('moves a field within its type, not past either end', () => {
    expect(
      fieldsOf(moveCustomField(sets, 'financial_account_load', 'crmId', -1), 'financial_account_load'),
    ).toEqual([crm, source]);
    expect(moveCustomField(sets, 'financial_account_load', 'fundingSource', -1)).toEqual(sets);
    expect(moveCustomField(sets, 'financial_account_load', 'crmId', 1)).toEqual(sets);
  });

  it('never changes the sets it is given', () => {
    const copy = structuredClone(sets);
    upsertCustomField(sets, 'financial_account_load', added);
    removeCustomField(sets, 'financial_account_load', 'crmId');
    moveCustomField(sets, 'financial_account_load', 'crmId', -1);
    expect(sets).toEqual(copy);
  });
});
