import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/demo.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

export type Payload = Record<string, unknown>;

/** A test app whose documents go to a folder of their own and whose cap is small enough to test. */
export async function createOnboardingApp(environment: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'causeway-onboarding-'));
  return createTestApp({ DATA_DIR: dataDir, DOCUMENT_MAX_BYTES: '65536', ...environment });
}

export const ADDRESS = { addressOne: '500 Market Street', city: 'Philadelphia', state: 'PA', zip: '19106' };

export const businessInfoBody = (overrides: Payload = {}): Payload => ({
  legalName: 'Harbor Light Relief Inc.',
  businessType: 'NON_PROFIT',
  ein: '12-3456789',
  phone: '2155550100',
  website: 'https://harborlight.example.org',
  address: ADDRESS,
  ...overrides,
});

export const primaryPersonBody = (overrides: Payload = {}): Payload => ({
  firstName: 'Nadia',
  lastName: 'Farouk',
  title: 'CEO',
  dateOfBirth: '1984-03-09',
  taxId: { type: 'ssn_last4', value: '6789' },
  phone: '2155550101',
  address: { ...ADDRESS, addressTwo: 'Apt 2' },
  ownershipPercent: 40,
  ...overrides,
});

export const ownerInfoBody = (token: string, overrides: Payload = {}): Payload => ({
  token,
  firstName: 'Omar',
  lastName: 'Said',
  dateOfBirth: '1979-11-02',
  taxId: { type: 'itin', value: '912-70-4321' },
  phone: '2155550102',
  address: ADDRESS,
  ...overrides,
});

/** One person's calls, with the token their profile gave them. */
export function onboardingKit(t: TestApp) {
  const call = (token: string | undefined, options: InjectOptions): Promise<LightMyRequestResponse> =>
    t.app.inject({
      ...options,
      headers: { ...options.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  async function createProfile(overrides: Payload = {}) {
    const email = `applicant-${randomUUID().slice(0, 8)}@example.net`;
    const response = await call(undefined, {
      method: 'POST',
      url: '/api/onboarding/user',
      payload: {
        firstName: 'Nadia',
        lastName: 'Farouk',
        email,
        password: DEMO_PASSWORD,
        businessName: 'Harbor Light',
        ...overrides,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as { accessToken: string; businessId: string; userId: string };
    return { token: body.accessToken, businessId: body.businessId, userId: body.userId, email };
  }

  type Applicant = Awaited<ReturnType<typeof createProfile>>;

  const post = (who: Applicant, url: string, payload: Payload = {}) =>
    call(who.token, { method: 'POST', url: `/api${url}`, payload });
  const get = (who: Applicant, url: string) => call(who.token, { method: 'GET', url: `/api${url}` });

  async function ok(response: LightMyRequestResponse, status = 200) {
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  }

  /** A profile carried to submit_application: business and authorized person saved. */
  async function readyToSubmit(person: Payload = {}, business: Payload = {}) {
    const who = await createProfile();
    await ok(await post(who, `/onboarding/business/${who.businessId}/`, businessInfoBody(business)));
    await ok(
      await post(who, `/onboarding/business/${who.businessId}/primaryPerson`, primaryPersonBody(person)),
    );
    return who;
  }

  /** The owner form's token from the link emailed to them (the sandbox outbox). */
  async function ownerLinkFor(email: string) {
    const [latest] = await outboxFor(t.app, email);
    const match = latest?.body.match(/\/([\w-]+)\/beneficialOwnerForm\/([\w-]+)\/info\?token=([\w%-]+)/);
    if (!match) throw new Error(`no owner link emailed to ${email}`);
    return { businessId: match[1]!, ownerId: match[2]!, token: decodeURIComponent(match[3]!) };
  }

  /** The application's status as its own people read it. */
  const statusOf = async (who: Applicant) =>
    (await ok(await get(who, `/onboarding/business/${who.businessId}`))).application.status as string;

  const reviewer = () => t.demo.users.reviewer!;
  const asReviewer = (options: InjectOptions) => t.as(reviewer(), options);

  return { call, createProfile, post, get, ok, statusOf, readyToSubmit, ownerLinkFor, asReviewer, reviewer };
}
