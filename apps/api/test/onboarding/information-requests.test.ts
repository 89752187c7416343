import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from '../support/outbox.ts';
import type { TestApp } from '../support/test-app.ts';
import { createOnboardingApp, onboardingKit } from './support.ts';

// A platform reviewer asks the applicant for more information (issue 13): the application stays
// in review, the question reaches the applicant by email and on their application.

let t: TestApp;
let kit: ReturnType<typeof onboardingKit>;
beforeAll(async () => {
  t = await createOnboardingApp();
  kit = onboardingKit(t);
});
afterAll(() => t?.close());

async function submitted() {
  const who = await kit.readyToSubmit();
  await kit.ok(await kit.post(who, `/onboarding/business/${who.businessId}/submit`, {}));
  return who;
}

const ask = (businessId: string, payload: unknown) =>
  kit.asReviewer({
    method: 'POST',
    url: `/api/platform/applications/${businessId}/requestInformation`,
    payload: payload as never,
  });

describe('POST /platform/applications/{id}/requestInformation', () => {
  it('keeps the application in review, emails the applicant and shows them the question', async () => {
    const who = await submitted();
    const message = 'Please upload your IRS EIN letter.\nThe one on file is unreadable.';
    const asked = await kit.ok(await ask(who.businessId, { message }));
    expect(asked.application).toMatchObject({
      status: 'application_submitted',
      informationRequest: { message },
    });
    const [email] = await outboxFor(t.app, who.email);
    expect(email?.body).toContain('The one on file is unreadable.');
    expect(email?.body).toContain(`/${who.businessId}/submitConfirmation`);
    const own = await kit.ok(await kit.get(who, `/onboarding/business/${who.businessId}`));
    expect(own.application.informationRequest.message).toBe(message);
    const review = await kit.ok(
      await kit.asReviewer({ method: 'GET', url: `/api/platform/applications/${who.businessId}` }),
    );
    expect(review.activities[0]).toMatchObject({
      type: 'information_requested',
      details: { message },
      actor: { name: 'Rosa Lindqvist' },
    });
  });

  it('a decision answers the question: the applicant no longer sees it', async () => {
    const who = await submitted();
    await kit.ok(await ask(who.businessId, { message: 'Who signs for the organization?' }));
    const approved = await kit.ok(
      await kit.asReviewer({ method: 'POST', url: `/api/platform/applications/${who.businessId}/approve` }),
    );
    expect(approved.application).toMatchObject({ status: 'active', informationRequest: null });
  });

  it('refuses an application not in review (409) and a blank message (400)', async () => {
    const early = await kit.readyToSubmit();
    const notYet = await ask(early.businessId, { message: 'Anything?' });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().code).toBe('invalid_application_state');
    const who = await submitted();
    const blank = await ask(who.businessId, { message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details[0]).toMatchObject({ field: 'message' });
  });

  it("is the reviewers' alone: the applicant is answered 404", async () => {
    const who = await submitted();
    const response = await kit.call(who.token, {
      method: 'POST',
      url: `/api/platform/applications/${who.businessId}/requestInformation`,
      payload: { message: 'Approve myself?' },
    });
    expect(response.statusCode).toBe(404);
  });
});
