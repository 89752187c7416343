import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { businessSettings } from '../../src/db/schema/index.ts';
import { moneyKit } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// FIXED_CUSTOM_FIELDS names the demo organisation: a funding-source dropdown on card loads and a
// CRM id on funding deposits. Its programs without settings of their own follow it.
const fundingSource = {
  label: 'Funding source',
  name: 'fundingSource',
  dataType: 'dropdown',
  dataOptions: ['Grant A', 'Grant B'],
};
const crmId = { label: 'CRM id', name: 'crmId', dataType: 'text', dataOptions: [] };
const caseNumber = { label: 'Case number', name: 'caseNumber', dataType: 'text', dataOptions: [] };

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let org: string;
let program: string;
let cardId: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  org = t.demo.organizationId;
  // The demo's ids are made while seeding, so the setting is parsed once they are known.
  const { fixedCustomFields } = loadConfig({
    FIXED_CUSTOM_FIELDS: JSON.stringify({
      [org]: [
        { resourceType: 'financial_account_load', options: [fundingSource] },
        { resourceType: 'funding_account_deposit', options: [crmId] },
      ],
    }),
  });
  Object.assign(t.config.fixedCustomFields, fixedCustomFields);
  program = (await kit.newProgram(org, 'Fixed fields program')).id;
  await kit.achDeposit(org, 500_000);
  await kit.achDeposit(program, 100_000);
  cardId = (await kit.issueCard(program)).id;
});
afterAll(() => t?.close());

const admin = () => kit.user('admin');
const url = (businessId: string) => `/api/businesses/${businessId}/settings`;
const stored = async (businessId: string) =>
  (await t.database.db.select().from(businessSettings).where(eq(businessSettings.businessId, businessId)))[0];
const read = async (businessId: string) => {
  const response = await t.as(admin(), { method: 'GET', url: url(businessId) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().businessSettings;
};
const patch = async (businessId: string, customFields: unknown) =>
  t.as(admin(), {
    method: 'PATCH',
    url: url(businessId),
    payload: { customFields },
    headers: { 'if-match': (await stored(businessId))!.updatedAt.toISOString() },
  });

describe('settings of a business with fixed custom fields', () => {
  it('answers the fixed fields marked fixed, storing empty settings on the first read', async () => {
    expect(await stored(org)).toBeUndefined();
    const settings = await read(org);
    expect(settings.customFields).toEqual([
      { resourceType: 'financial_account_load', options: [{ ...fundingSource, fixed: true }] },
      { resourceType: 'funding_account_deposit', options: [{ ...crmId, fixed: true }] },
    ]);
    expect((await stored(org))!.settings).toEqual({});
    expect(settings.updatedAt).toBe((await stored(org))!.updatedAt.toISOString());
  });

  it('stores only the business’s own fields; fixed ones sent back or left out stay as they are', async () => {
    const response = await patch(org, [
      { resourceType: 'financial_account_load', options: [{ ...fundingSource, fixed: true }, caseNumber] },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect((await stored(org))!.settings.customFields).toEqual([
      { resourceType: 'financial_account_load', options: [caseNumber] },
    ]);
    const expected = [
      { resourceType: 'financial_account_load', options: [{ ...fundingSource, fixed: true }, caseNumber] },
      { resourceType: 'funding_account_deposit', options: [{ ...crmId, fixed: true }] },
    ];
    expect(response.json().businessSettings.customFields).toEqual(expected);
    expect((await read(org)).customFields).toEqual(expected);
  });

  it.each([
    [
      'a changed fixed field',
      [
        {
          resourceType: 'financial_account_load',
          options: [{ ...fundingSource, dataOptions: ['Grant A'] }, caseNumber],
        },
      ],
      'Funding source is set by the platform and cannot be changed',
    ],
    [
      'a new field taking a fixed field’s name',
      [
        {
          resourceType: 'funding_account_deposit',
          options: [{ label: 'Salesforce id', name: 'crmId', dataType: 'text' }],
        },
      ],
      'CRM id is set by the platform and cannot be changed',
    ],
  ])('refuses %s (400 with a field message) and changes nothing', async (_case, customFields, message) => {
    const before = await stored(org);
    const response = await patch(org, customFields);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual(
      expect.objectContaining({ field: expect.stringMatching(/^customFields\./), message }),
    );
    expect(await stored(org)).toEqual(before);
  });

  it('lets another resource type use a fixed field’s name', async () => {
    const response = await patch(org, [
      { resourceType: 'financial_account_load', options: [caseNumber] },
      { resourceType: 'business_load_history', options: [{ ...crmId }] },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().businessSettings.customFields).toContainEqual({
      resourceType: 'business_load_history',
      options: [crmId],
    });
  });

  it('keeps fixed fields to the business named: a program creating its own settings gets none', async () => {
    const other = (await kit.newProgram(org, 'Unconfigured')).id;
    const response = await t.as(admin(), {
      method: 'POST',
      url: url(other),
      payload: { customFields: [{ resourceType: 'loads', options: [caseNumber] }] },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().businessSettings.customFields).toEqual([
      { resourceType: 'loads', options: [caseNumber] },
    ]);
  });
});

describe('values of fixed custom fields', () => {
  const loadWith = (customFields: Record<string, string>) =>
    kit.post(admin(), `/api/cards/business/${program}/load`, {
      loads: [{ cardId, amountCents: 1_000 }],
      customFields,
    });

  it('accepts a fixed dropdown value on a card load of a program without settings', async () => {
    const response = await loadWith({ fundingSource: 'Grant B', caseNumber: 'C-7' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results[0].status).toBe('loaded');
  });

  it('refuses a value outside the fixed dropdown and writes nothing', async () => {
    const before = await kit.snapshot();
    const response = await loadWith({ fundingSource: 'Grant C' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      {
        field: 'customFields.fundingSource',
        code: 'invalid',
        params: { field: 'Funding source' },
        message: 'Funding source is invalid',
      },
    ]);
    expect(await kit.snapshot()).toEqual(before);
  });

  it('accepts a fixed text field on a funding deposit', async () => {
    const body = await kit.transfer(admin(), org, {
      fromBusinessId: org,
      toBusinessId: program,
      amountCents: 5_000,
      customFields: { crmId: 'SF-0042' },
    });
    expect(JSON.stringify(body)).toContain('SF-0042');
  });

  it('no longer applies the organisation’s fixed fields once the program has settings of its own', async () => {
    const created = await t.as(admin(), {
      method: 'POST',
      url: url(program),
      payload: { customFields: [{ resourceType: 'financial_account_load', options: [caseNumber] }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const response = await loadWith({ fundingSource: 'Grant A' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].message).toBe('fundingSource is not a custom field of this business');
  });
});
