import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSettings } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { countRows } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.database.db;
const admin = () => t.demo.users.admin!;
const url = (businessId: string) => `/api/businesses/${businessId}/settings`;
const storedSettings = async (businessId: string) =>
  (await db().select().from(businessSettings).where(eq(businessSettings.businessId, businessId)))[0];
const patch = (businessId: string, payload: Record<string, unknown>, ifMatch?: string) =>
  t.as(admin(), {
    method: 'PATCH',
    url: url(businessId),
    payload,
    headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
  });

const customFields = [
  {
    resourceType: 'loads',
    options: [
      {
        label: 'Funding source',
        name: 'fundingSource',
        dataType: 'dropdown',
        dataOptions: ['Grant A', 'Grant B'],
      },
    ],
  },
];

describe('creating and reading settings', () => {
  it('answers 404 while the business has no settings', async () => {
    const response = await t.as(admin(), { method: 'GET', url: url(t.demo.organizationId) });
    expect(response.statusCode).toBe(404);
  });

  it('creates settings once (201), then answers 409', async () => {
    const created = await t.as(admin(), {
      method: 'POST',
      url: url(t.demo.organizationId),
      payload: { displayName: 'Relief', customFields },
    });
    expect(created.statusCode, created.body).toBe(201);
    const settings = created.json().businessSettings;
    expect(settings).toMatchObject({
      businessId: t.demo.organizationId,
      displayName: 'Relief',
      customFields,
    });
    expect(settings.updatedAt).toBe((await storedSettings(t.demo.organizationId))!.updatedAt.toISOString());

    const again = await t.as(admin(), {
      method: 'POST',
      url: url(t.demo.organizationId),
      payload: { displayName: 'Other' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('settings_exist');
    expect((await storedSettings(t.demo.organizationId))!.settings.displayName).toBe('Relief');
  });

  it('lets any member of the business read them', async () => {
    const response = await t.as(t.demo.users.viewer!, { method: 'GET', url: url(t.demo.organizationId) });
    expect(response.statusCode).toBe(200);
    expect(response.json().businessSettings).toMatchObject({ displayName: 'Relief', customFields });
  });

  it.each([
    ['a colour that is not hex', { brandColor: 'red' }, 'brandColor'],
    [
      'a dropdown without options',
      {
        customFields: [
          { resourceType: 'loads', options: [{ label: 'Source', name: 'source', dataType: 'dropdown' }] },
        ],
      },
      'customFields.0.options.0.dataOptions',
    ],
    [
      'an unknown resource type',
      { customFields: [{ resourceType: 'cards', options: [] }] },
      'customFields.0.resourceType',
    ],
    ['an unknown field', { theme: 'dark' }, 'theme'],
  ])('answers 400 for %s with field details, and writes nothing', async (_case, payload, field) => {
    const before = await countRows(db(), businessSettings);
    const response = await t.as(admin(), { method: 'POST', url: url(t.demo.cardsProgramId), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { field: string }) => detail.field)).toContain(field);
    expect(await countRows(db(), businessSettings)).toBe(before);
    expect(await storedSettings(t.demo.cardsProgramId)).toBeUndefined();
  });
});

describe('PATCH with If-Match', () => {
  it('answers 428 precondition_required without If-Match, and changes nothing', async () => {
    const before = await storedSettings(t.demo.organizationId);
    const response = await patch(t.demo.organizationId, { displayName: 'No header' });
    expect(response.statusCode).toBe(428);
    expect(response.json().code).toBe('precondition_required');
    expect(await storedSettings(t.demo.organizationId)).toEqual(before);
  });

  it('answers 412 settings_stale for another updatedAt, and changes nothing', async () => {
    const before = await storedSettings(t.demo.organizationId);
    for (const ifMatch of ['2020-01-01T00:00:00.000Z', 'yesterday']) {
      const response = await patch(t.demo.organizationId, { displayName: 'Stale' }, ifMatch);
      expect(response.statusCode).toBe(412);
      expect(response.json().code).toBe('settings_stale');
    }
    expect(await storedSettings(t.demo.organizationId)).toEqual(before);
  });

  it('merges the changes when If-Match is current, and answers the new updatedAt', async () => {
    const before = (await storedSettings(t.demo.organizationId))!;
    const response = await patch(
      t.demo.organizationId,
      { displayName: 'Relief East', brandColor: '#1a2b3c' },
      before.updatedAt.toISOString(),
    );
    expect(response.statusCode, response.body).toBe(200);
    const settings = response.json().businessSettings;
    expect(settings).toMatchObject({ displayName: 'Relief East', brandColor: '#1a2b3c', customFields });
    expect(Date.parse(settings.updatedAt)).toBeGreaterThan(before.updatedAt.getTime());
    expect(settings.updatedAt).toBe((await storedSettings(t.demo.organizationId))!.updatedAt.toISOString());

    const replay = await patch(
      t.demo.organizationId,
      { displayName: 'Replay' },
      before.updatedAt.toISOString(),
    );
    expect(replay.statusCode).toBe(412);
  });

  it('accepts If-Match written as a quoted entity tag', async () => {
    const current = (await storedSettings(t.demo.organizationId))!.updatedAt.toISOString();
    const response = await patch(t.demo.organizationId, { supportPhone: '2025550150' }, `"${current}"`);
    expect(response.statusCode).toBe(200);
  });

  it('lets exactly one of several updates carrying the same If-Match succeed', async () => {
    const current = (await storedSettings(t.demo.organizationId))!.updatedAt.toISOString();
    const writers = ['First', 'Second', 'Third', 'Fourth'];
    const answers = await Promise.all(
      writers.map((writer) => patch(t.demo.organizationId, { displayName: `${writer} writer` }, current)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 412, 412, 412]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().businessSettings;
    expect((await storedSettings(t.demo.organizationId))!.settings.displayName).toBe(winner.displayName);
  });

  it('answers 400 for an empty change or bad values, and changes nothing', async () => {
    const before = (await storedSettings(t.demo.organizationId))!;
    for (const payload of [{}, { supportEmail: 'nope' }, { lowBalanceAlertCents: 12.5 }]) {
      const response = await patch(t.demo.organizationId, payload, before.updatedAt.toISOString());
      expect(response.statusCode).toBe(400);
      expect(response.json().details.length).toBeGreaterThan(0);
    }
    expect(await storedSettings(t.demo.organizationId)).toEqual(before);
  });

  it('answers 404 when the business has no settings to update', async () => {
    const response = await patch(
      t.demo.payoutsProgramId,
      { displayName: 'Payouts' },
      new Date().toISOString(),
    );
    expect(response.statusCode).toBe(404);
    expect(await storedSettings(t.demo.payoutsProgramId)).toBeUndefined();
  });
});
