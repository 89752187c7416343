import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/test-app.ts';
import { createOnboardingApp, onboardingKit, ownerInfoBody, primaryPersonBody } from './support.ts';

let t: TestApp;
let kit: ReturnType<typeof onboardingKit>;
beforeAll(async () => {
  t = await createOnboardingApp();
  kit = onboardingKit(t);
});
afterAll(() => t?.close());

describe('POST /onboarding/user', () => {
  it('creates the account and its business at business_info, signed in', async () => {
    const who = await kit.createProfile();
    expect(await kit.statusOf(who)).toBe('business_info');
  });

  it('refuses an email that already has an account (409) and creates nothing', async () => {
    const response = await kit.call(undefined, {
      method: 'POST',
      url: '/api/onboarding/user',
      payload: {
        firstName: 'A',
        lastName: 'B',
        email: 'admin@example.org',
        password: 'Causeway#2026',
        businessName: 'Copy',
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('emailAlreadyExists');
  });

  it('refuses a weak password with the spec message', async () => {
    const response = await kit.call(undefined, {
      method: 'POST',
      url: '/api/onboarding/user',
      payload: {
        firstName: 'A',
        lastName: 'B',
        email: 'weak@example.net',
        password: 'short',
        businessName: 'X',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ field: 'password', code: 'passwordRequirements' });
  });
});

describe('every status transition, without owners', () => {
  it('business_info → authorized_person → submit_application → application_submitted → active', async () => {
    const who = await kit.createProfile();
    const base = `/onboarding/business/${who.businessId}`;
    const saved = await kit.ok(
      await kit.post(who, `${base}/`, {
        legalName: 'Harbor Light Relief Inc.',
        businessType: 'NON_PROFIT',
        ein: '123456789',
        phone: '2155550100',
        address: { addressOne: '500 Market Street', city: 'Philadelphia', state: 'pa', zip: '19106' },
      }),
    );
    expect(saved.application).toMatchObject({ status: 'authorized_person', einMasked: '•••-••-6789' });
    expect(saved.application.address.state).toBe('PA');
    const person = await kit.ok(await kit.post(who, `${base}/primaryPerson`, primaryPersonBody()));
    expect(person.primaryPerson).toMatchObject({
      role: 'authorized_person',
      email: who.email,
      taxIdMasked: '•••-••-6789',
      dateOfBirthMasked: '1984-••-••',
      ownershipPercent: 40,
    });
    expect(await kit.statusOf(who)).toBe('submit_application');
    const submitted = await kit.ok(await kit.post(who, `${base}/submit`, {}));
    expect(submitted.application.status).toBe('application_submitted');
    expect(submitted.application.submittedAt).not.toBeNull();

    const review = await kit.ok(
      await kit.asReviewer({ method: 'GET', url: `/api/platform/applications/${who.businessId}` }),
    );
    expect(review.checks.map((check: { outcome: string }) => check.outcome)).toEqual(['pass', 'pass']);
    const approved = await kit.ok(
      await kit.asReviewer({ method: 'POST', url: `/api/platform/applications/${who.businessId}/approve` }),
    );
    expect(approved.application.status).toBe('active');
    const [funding] = await t.database.db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.businessId, who.businessId), eq(ledgerAccounts.kind, 'funding')));
    expect(funding).toBeDefined();
    const after = await kit.ok(
      await kit.asReviewer({ method: 'GET', url: `/api/platform/applications/${who.businessId}` }),
    );
    expect(after.activities.map((activity: { type: string }) => activity.type)).toEqual([
      'application_approved',
      'verification_completed',
      'application_submitted',
      'authorized_person_saved',
      'business_info_saved',
      'application_started',
    ]);
    expect(after.activities[0].actor.name).toBe('Rosa Lindqvist');
  });

  it('saving the business again keeps the later status (a correction, not a step back)', async () => {
    const who = await kit.readyToSubmit();
    await kit.ok(
      await kit.post(who, `/onboarding/business/${who.businessId}/`, {
        legalName: 'Harbor Light Relief',
        businessType: 'LLC',
        ein: '12-3456789',
        phone: '2155550100',
        address: { addressOne: '500 Market Street', city: 'Philadelphia', state: 'PA', zip: '19106' },
      }),
    );
    expect(await kit.statusOf(who)).toBe('submit_application');
  });

  it('PATCH corrects the authorized person before submitting', async () => {
    const who = await kit.readyToSubmit();
    const patched = await kit.ok(
      await kit.call(who.token, {
        method: 'PATCH',
        url: `/api/onboarding/business/${who.businessId}/primaryPerson`,
        payload: { title: 'PRESIDENT', taxId: { type: 'itin', value: '912-70-5555' } },
      }),
    );
    expect(patched.primaryPerson).toMatchObject({
      title: 'PRESIDENT',
      taxIdType: 'itin',
      taxIdMasked: '•••-••-5555',
    });
    expect(await kit.statusOf(who)).toBe('submit_application');
  });
});

describe('refusals by status', () => {
  it('refuses each step out of order with 409 and changes nothing', async () => {
    const who = await kit.createProfile();
    const base = `/onboarding/business/${who.businessId}`;
    const early = await kit.post(who, `${base}/primaryPerson`, primaryPersonBody());
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('invalid_application_state');
    const submitEarly = await kit.post(who, `${base}/submit`, {});
    expect(submitEarly.json().code).toBe('invalid_application_state');
    const patchEarly = await kit.call(who.token, {
      method: 'PATCH',
      url: `/api${base}/primaryPerson`,
      payload: { title: 'CEO' },
    });
    expect(patchEarly.statusCode).toBe(404);
    expect((await kit.get(who, `${base}/primaryPerson`)).statusCode).toBe(404);
    expect(await kit.statusOf(who)).toBe('business_info');
  });

  it('once submitted, the applicant can no longer change it (application_not_editable)', async () => {
    const who = await kit.readyToSubmit();
    const base = `/onboarding/business/${who.businessId}`;
    await kit.ok(await kit.post(who, `${base}/submit`, {}));
    for (const response of [
      await kit.post(who, `${base}/`, {
        legalName: 'X',
        businessType: 'LLC',
        ein: '12-3456789',
        phone: '2155550100',
        address: { addressOne: '1 A St', city: 'B', state: 'PA', zip: '19106' },
      }),
      await kit.post(who, `${base}/primaryPerson`, primaryPersonBody()),
      await kit.call(who.token, {
        method: 'PATCH',
        url: `/api${base}/primaryPerson`,
        payload: { title: 'CEO' },
      }),
    ]) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().code).toBe('application_not_editable');
    }
    const again = await kit.post(who, `${base}/submit`, {});
    expect(again.json().code).toBe('invalid_application_state');
  });

  it('a decided application takes no second decision', async () => {
    const who = await kit.readyToSubmit();
    await kit.ok(await kit.post(who, `/onboarding/business/${who.businessId}/submit`, {}));
    const url = `/api/platform/applications/${who.businessId}`;
    await kit.ok(
      await kit.asReviewer({
        method: 'POST',
        url: `${url}/reject`,
        payload: { reason: 'The EIN belongs to another organisation.' },
      }),
    );
    const status = await kit.statusOf(who);
    expect(status).toBe('rejected');
    const application = (await kit.ok(await kit.get(who, `/onboarding/business/${who.businessId}`)))
      .application;
    expect(application.rejectionReason).toBe('The EIN belongs to another organisation.');
    for (const decision of ['approve', 'reject']) {
      const response = await kit.asReviewer({
        method: 'POST',
        url: `${url}/${decision}`,
        payload: { reason: 'again' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('invalid_application_state');
    }
  });

  it('a reviewer cannot decide an application before it is submitted', async () => {
    const who = await kit.readyToSubmit();
    const response = await kit.asReviewer({
      method: 'POST',
      url: `/api/platform/applications/${who.businessId}/approve`,
    });
    expect(response.json().code).toBe('invalid_application_state');
  });

  it('a rejection needs a reason', async () => {
    const who = await kit.readyToSubmit();
    await kit.ok(await kit.post(who, `/onboarding/business/${who.businessId}/submit`, {}));
    const response = await kit.asReviewer({
      method: 'POST',
      url: `/api/platform/applications/${who.businessId}/reject`,
      payload: { reason: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ field: 'reason', code: 'required' });
    expect(await kit.statusOf(who)).toBe('application_submitted');
  });
});

describe('beneficial owners answer through their signed links', () => {
  it('waits for every owner; the last answer submits and runs the checks', async () => {
    const who = await kit.readyToSubmit({ ownershipPercent: 30 });
    const base = `/onboarding/business/${who.businessId}`;
    const submitted = await kit.ok(
      await kit.post(who, `${base}/submit`, {
        beneficialOwners: [
          { firstName: 'Omar', lastName: 'Said', email: 'omar.said@example.net', ownershipPercent: 35 },
          { firstName: 'Lena', lastName: 'Berg', email: 'lena.berg@example.net', ownershipPercent: 35 },
        ],
      }),
    );
    expect(submitted.application.status).toBe('waiting_for_beneficial_owners');
    const listed = await kit.ok(await kit.get(who, `${base}/beneficialOwners`));
    expect(
      listed.beneficialOwners.map((owner: { status: string; ownershipPercent: number }) => [
        owner.status,
        owner.ownershipPercent,
      ]),
    ).toEqual([
      ['invited', 35],
      ['invited', 35],
    ]);

    const omar = await kit.ownerLinkFor('omar.said@example.net');
    expect(omar.businessId).toBe(who.businessId);
    const answerUrl = (link: typeof omar) =>
      `/api/onboarding/business/${link.businessId}/beneficialOwner/${link.ownerId}/info`;
    const wrong = await kit.call(undefined, {
      method: 'POST',
      url: answerUrl(omar),
      payload: ownerInfoBody('not-the-token'),
    });
    expect(wrong.statusCode).toBe(410);
    expect(wrong.json().code).toBe('invalidOrExpiredLink');
    const first = await kit.ok(
      await kit.call(undefined, { method: 'POST', url: answerUrl(omar), payload: ownerInfoBody(omar.token) }),
    );
    expect(first.status).toBe('waiting_for_beneficial_owners');
    const reused = await kit.call(undefined, {
      method: 'POST',
      url: answerUrl(omar),
      payload: ownerInfoBody(omar.token),
    });
    expect(reused.statusCode).toBe(410);

    const lena = await kit.ownerLinkFor('lena.berg@example.net');
    // Another business's id with a valid link answers the same as a wrong link.
    const elsewhere = await kit.call(undefined, {
      method: 'POST',
      url: `/api/onboarding/business/${t.demo.organizationId}/beneficialOwner/${lena.ownerId}/info`,
      payload: ownerInfoBody(lena.token),
    });
    expect(elsewhere.statusCode).toBe(410);
    const last = await kit.ok(
      await kit.call(undefined, {
        method: 'POST',
        url: answerUrl(lena),
        payload: ownerInfoBody(lena.token, { firstName: 'Lena', lastName: 'Berg' }),
      }),
    );
    expect(last.status).toBe('application_submitted');

    const review = await kit.ok(
      await kit.asReviewer({ method: 'GET', url: `/api/platform/applications/${who.businessId}` }),
    );
    expect(review.checks).toHaveLength(4);
    expect(review.people.map((person: { status: string }) => person.status)).toEqual([
      'answered',
      'answered',
      'answered',
    ]);
    const owner = review.people.find((person: { email: string }) => person.email === 'lena.berg@example.net');
    expect(owner).toMatchObject({
      taxIdType: 'itin',
      taxIdMasked: '•••-••-4321',
      dateOfBirthMasked: '1979-••-••',
    });
  });
});
