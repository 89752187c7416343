import { describe, expect, it } from 'vitest';
import {
  type BusinessSettings,
  type CustomFieldOption,
  customFieldOptionsFor,
  customFieldValuesFor,
  mergeCustomFieldOptions,
} from './custom-field-options.ts';

const source: CustomFieldOption = {
  label: 'Funding source',
  name: 'fundingSource',
  dataType: 'dropdown',
  dataOptions: ['Grant A', 'Grant B'],
};
const crm: CustomFieldOption = { label: 'CRM id', name: 'crmId', dataType: 'text', dataOptions: [] };

const settings = (customFields?: BusinessSettings['customFields']): BusinessSettings => ({
  businessId: '0b8f3f4e-0000-4000-8000-000000000001',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  customFields,
});

describe('customFieldOptionsFor', () => {
  const organization = settings([{ resourceType: 'financial_account_load', options: [source] }]);

  it("takes the business's own settings when it has any", () => {
    const own = settings([{ resourceType: 'financial_account_load', options: [crm] }]);
    expect(customFieldOptionsFor(own, organization, 'financial_account_load')).toEqual([crm]);
  });

  it("falls back to the organisation's only when the business has no settings at all", () => {
    expect(customFieldOptionsFor(null, organization, 'financial_account_load')).toEqual([source]);
    // Own settings without this resource type: no fields, as the API decides.
    expect(customFieldOptionsFor(settings([]), organization, 'financial_account_load')).toEqual([]);
  });

  it('finds nothing for another resource type or without settings', () => {
    expect(customFieldOptionsFor(null, organization, 'funding_account_deposit')).toEqual([]);
    expect(customFieldOptionsFor(null, null, 'financial_account_load')).toEqual([]);
  });
});

describe('mergeCustomFieldOptions', () => {
  it('keeps each name once, the first definition winning', () => {
    const other = { ...source, label: 'Source' };
    expect(mergeCustomFieldOptions([[source], [other, crm], []])).toEqual([source, crm]);
  });
});

describe('customFieldValuesFor', () => {
  it('sends only the fields the business defines, trimmed and filled in', () => {
    const values = { fundingSource: 'Grant A', crmId: '  42 ', unknown: 'x' };
    expect(customFieldValuesFor(values, [source, crm])).toEqual({ fundingSource: 'Grant A', crmId: '42' });
    expect(customFieldValuesFor(values, [source])).toEqual({ fundingSource: 'Grant A' });
  });

  it('sends nothing when no defined field is filled in', () => {
    expect(customFieldValuesFor({ crmId: '   ' }, [crm])).toBeUndefined();
    expect(customFieldValuesFor({ crmId: '42' }, [])).toBeUndefined();
  });
});
