import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { createOnboardingApp, onboardingKit, type Payload } from './support.ts';

// A business whose application is not active cannot move money, issue cards or open programs
// (issue 13): its applicant is the business's admin, so only the business's own state refuses it.

let t: TestApp;
let kit: ReturnType<typeof onboardingKit>;
beforeAll(async () => {
  t = await createOnboardingApp();
  kit = onboardingKit(t);
});
afterAll(() => t?.close());

type Who = { token: string; businessId: string };

/** Each gated call with a body that passes validation, so only the access check can refuse it. */
const gatedCalls = (businessId: string): { name: string; url: string; payload: Payload }[] => [
  {
    name: 'issue virtual cards',
    url: `/api/cards/business/${businessId}/virtualCards`,
    payload: { cardholders: [{ firstName: 'Ida', lastName: 'Early', email: 'ida.early@example.net' }] },
  },
  {
    name: 'load cards',
    url: `/api/cards/business/${businessId}/load`,
    payload: { loads: [{ cardId: randomUUID(), amountCents: 500 }] },
  },
  {
    name: 'move funds between accounts',
    url: `/api/businesses/${businessId}/fundingAccount/transfer`,
    payload: { fromBusinessId: businessId, toBusinessId: businessId, amountCents: 100 },
  },
  {
    name: 'send a bank payment',
    url: '/api/bankTransfers/transfers',
    payload: { businessId, recipientId: randomUUID(), amountCents: 1_000, speed: 'ach' },
  },
  {
    name: 'open a program',
    url: `/api/businesses/${businessId}/program`,
    payload: { name: 'Early program', productType: 'cards' },
  },
];

const callAs = (who: Who, url: string, payload: Payload) =>
  kit.call(who.token, {
    method: 'POST',
    url,
    payload,
    headers: { 'idempotency-key': randomUUID() },
  });

describe('a business still onboarding', () => {
  it.each(['business_info', 'submit_application', 'application_submitted'])(
    'at %s: every money and card call answers 403 business_not_active',
    async (status) => {
      const who = status === 'business_info' ? await kit.createProfile() : await kit.readyToSubmit();
      if (status === 'application_submitted') {
        await kit.ok(await kit.post(who, `/onboarding/business/${who.businessId}/submit`, {}));
      }
      for (const call of gatedCalls(who.businessId)) {
        const response = await callAs(who, call.url, call.payload);
        expect(response.statusCode, `${call.name}: ${response.body}`).toBe(403);
        expect(response.json().code, call.name).toBe('business_not_active');
      }
    },
  );

  it('may still prepare its settings and read its own application', async () => {
    const who = await kit.createProfile();
    const settings = await kit.call(who.token, {
      method: 'GET',
      url: `/api/businesses/${who.businessId}/settings`,
    });
    expect(settings.json().code).not.toBe('business_not_active');
    await kit.ok(await kit.get(who, `/onboarding/business/${who.businessId}`));
  });

  it('a rejected business stays refused', async () => {
    const who = await kit.readyToSubmit();
    await kit.ok(await kit.post(who, `/onboarding/business/${who.businessId}/submit`, {}));
    await kit.ok(
      await kit.asReviewer({
        method: 'POST',
        url: `/api/platform/applications/${who.businessId}/reject`,
        payload: { reason: 'We could not confirm the organization.' },
      }),
    );
    const [issue] = gatedCalls(who.businessId);
    const response = await callAs(who, issue!.url, issue!.payload);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('business_not_active');
  });
});

describe('once the platform approves', () => {
  it('the same people issue cards and open programs', async () => {
    const who = await kit.readyToSubmit();
    await kit.ok(await kit.post(who, `/onboarding/business/${who.businessId}/submit`, {}));
    await kit.ok(
      await kit.asReviewer({ method: 'POST', url: `/api/platform/applications/${who.businessId}/approve` }),
    );
    const [issue, , , , program] = gatedCalls(who.businessId);
    const issued = await callAs(who, issue!.url, issue!.payload);
    expect(issued.statusCode, issued.body).toBe(201);
    const opened = await callAs(who, program!.url, program!.payload);
    expect(opened.statusCode, opened.body).toBe(201);
  });

  it('another tenant still answers 404 before any status is told', async () => {
    const who = await kit.createProfile();
    const stranger = await kit.createProfile();
    const [issue] = gatedCalls(who.businessId);
    const response = await callAs(stranger, issue!.url, issue!.payload);
    expect(response.statusCode).toBe(404);
  });
});
