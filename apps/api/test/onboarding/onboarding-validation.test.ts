import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingApplications, onboardingPeople } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/test-app.ts';
import { businessInfoBody, createOnboardingApp, onboardingKit, primaryPersonBody } from './support.ts';

// Onboarding refusals of bad input (400 with field codes, nothing changed) and PII at rest; the
// steps and statuses are in onboarding-flow.test.ts.

let t: TestApp;
let kit: ReturnType<typeof onboardingKit>;
beforeAll(async () => {
  t = await createOnboardingApp();
  kit = onboardingKit(t);
});
afterAll(() => t?.close());

describe('validation (400 with field codes, nothing changed)', () => {
  it.each([
    ['ein', { ein: '00-1234567' }, 'ein', 'einInvalid'],
    ['business type', { businessType: 'TRUST' }, 'businessType', 'oneOf'],
    [
      'PO Box',
      { address: { addressOne: 'PO Box 12', city: 'Philadelphia', state: 'PA', zip: '19106' } },
      'address.addressOne',
      'addressOnePoBox',
    ],
    [
      'state',
      { address: { addressOne: '1 Main St', city: 'Philadelphia', state: 'XX', zip: '19106' } },
      'address.state',
      'stateInvalid',
    ],
    ['phone', { phone: '555-0100' }, 'phone', 'phoneInvalid'],
    ['website', { website: 'harbor light' }, 'website', 'websiteInvalid'],
  ])('business %s', async (_, overrides, field, code) => {
    const who = await kit.createProfile();
    const response = await kit.post(
      who,
      `/onboarding/business/${who.businessId}/`,
      businessInfoBody(overrides),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ field, code }));
    expect(await kit.statusOf(who)).toBe('business_info');
  });

  it.each([
    ['under 18', { dateOfBirth: `${new Date().getUTCFullYear() - 17}-01-01` }, 'dateOfBirth', 'ageTooYoung'],
    ['SSN last 4', { taxId: { type: 'ssn_last4', value: '0000' } }, 'taxId.value', 'ssnLastFourInvalid'],
    ['ITIN', { taxId: { type: 'itin', value: '123-45-6789' } }, 'taxId.value', 'itinInvalid'],
    ['title', { title: 'CHAIR' }, 'title', 'oneOf'],
    ['ownership', { ownershipPercent: 120 }, 'ownershipPercent', 'ownershipPercentInvalid'],
  ])('authorized person %s', async (_, overrides, field, code) => {
    const who = await kit.createProfile();
    await kit.ok(await kit.post(who, `/onboarding/business/${who.businessId}/`, businessInfoBody()));
    const response = await kit.post(
      who,
      `/onboarding/business/${who.businessId}/primaryPerson`,
      primaryPersonBody(overrides),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ field, code }));
    expect(await kit.statusOf(who)).toBe('authorized_person');
  });

  it.each([
    [
      'an owner under 25 %',
      [{ firstName: 'O', lastName: 'S', email: 'o1@example.net', ownershipPercent: 20 }],
      'beneficialOwners.0.ownershipPercent',
      'beneficialOwnershipMin',
    ],
    [
      'more than 100 % together',
      [{ firstName: 'O', lastName: 'S', email: 'o1@example.net', ownershipPercent: 70 }],
      'beneficialOwners',
      'ownershipTotalTooHigh',
    ],
    [
      'the same email twice',
      [
        { firstName: 'O', lastName: 'S', email: 'o1@example.net', ownershipPercent: 25 },
        { firstName: 'P', lastName: 'S', email: 'O1@example.net', ownershipPercent: 25 },
      ],
      'beneficialOwners.1.email',
      'beneficialOwnerEmailDuplicate',
    ],
  ])('submit with %s', async (_, owners, field, code) => {
    const who = await kit.readyToSubmit();
    const response = await kit.post(who, `/onboarding/business/${who.businessId}/submit`, {
      beneficialOwners: owners,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ field, code }));
    expect(await kit.statusOf(who)).toBe('submit_application');
    const people = await t.database.db
      .select()
      .from(onboardingPeople)
      .where(eq(onboardingPeople.businessId, who.businessId));
    expect(people).toHaveLength(1);
  });
});

describe('PII is sealed at rest and masked in answers', () => {
  it('stores no EIN, tax id or date of birth in the clear and answers none whole', async () => {
    const who = await kit.readyToSubmit({
      taxId: { type: 'itin', value: '912-70-2468' },
      dateOfBirth: '1984-03-09',
    });
    const [application] = await t.database.db
      .select()
      .from(onboardingApplications)
      .where(eq(onboardingApplications.businessId, who.businessId));
    expect(application!.einSealed).toMatch(/^v1:/);
    expect(application!.einSealed).not.toContain('3456789');
    const [person] = await t.database.db
      .select()
      .from(onboardingPeople)
      .where(eq(onboardingPeople.businessId, who.businessId));
    expect(person!.taxIdSealed).toMatch(/^v1:/);
    expect(person!.dateOfBirthSealed).not.toContain('1984');
    const answers = [
      (await kit.get(who, `/onboarding/business/${who.businessId}`)).body,
      (await kit.get(who, `/onboarding/business/${who.businessId}/primaryPerson`)).body,
    ].join('\n');
    for (const secret of ['123456789', '12-3456789', '912702468', '912-70-2468', '1984-03-09']) {
      expect(answers).not.toContain(secret);
    }
  });
});
