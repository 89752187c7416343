import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from '../support/outbox.ts';
import type { TestApp } from '../support/test-app.ts';
import { createOnboardingApp, onboardingKit, ownerInfoBody } from './support.ts';

// Resending and revoking a beneficial owner's invitation (issue 13), while the owners answer.

let t: TestApp;
let kit: ReturnType<typeof onboardingKit>;
beforeAll(async () => {
  t = await createOnboardingApp();
  kit = onboardingKit(t);
});
afterAll(() => t?.close());

let sequence = 0;
/** An application waiting for two owners, each with a unique address. */
async function waitingForTwo() {
  sequence += 1;
  const who = await kit.readyToSubmit({ ownershipPercent: 30 });
  const omar = `omar-${sequence}-${Date.now()}@example.net`;
  const lena = `lena-${sequence}-${Date.now()}@example.net`;
  await kit.ok(
    await kit.post(who, `/onboarding/business/${who.businessId}/submit`, {
      beneficialOwners: [
        { firstName: 'Omar', lastName: 'Said', email: omar, ownershipPercent: 35 },
        { firstName: 'Lena', lastName: 'Berg', email: lena, ownershipPercent: 35 },
      ],
    }),
  );
  return { who, omar, lena };
}

const ownerUrl = (businessId: string, ownerId: string) =>
  `/api/onboarding/business/${businessId}/beneficialOwner/${ownerId}`;
const answer = (link: { businessId: string; ownerId: string; token: string }) =>
  kit.call(undefined, {
    method: 'POST',
    url: `${ownerUrl(link.businessId, link.ownerId)}/info`,
    payload: ownerInfoBody(link.token),
  });

describe('POST …/beneficialOwner/{ownerId}/resend', () => {
  it('emails a fresh link; the old one stops working and the new one answers', async () => {
    const { who, omar } = await waitingForTwo();
    const first = await kit.ownerLinkFor(omar);
    const resent = await kit.ok(
      await kit.call(who.token, { method: 'POST', url: `${ownerUrl(who.businessId, first.ownerId)}/resend` }),
    );
    expect(resent.beneficialOwner).toMatchObject({ id: first.ownerId, status: 'invited', email: omar });
    expect(await outboxFor(t.app, omar)).toHaveLength(2);
    const second = await kit.ownerLinkFor(omar);
    expect(second.token).not.toBe(first.token);
    const old = await answer(first);
    expect(old.statusCode).toBe(410);
    expect((await kit.ok(await answer(second))).status).toBe('waiting_for_beneficial_owners');
  });

  it('refuses an owner who already answered (409) and sends nothing', async () => {
    const { who, omar } = await waitingForTwo();
    const link = await kit.ownerLinkFor(omar);
    await kit.ok(await answer(link));
    const response = await kit.call(who.token, {
      method: 'POST',
      url: `${ownerUrl(who.businessId, link.ownerId)}/resend`,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('owner_already_answered');
    expect(await outboxFor(t.app, omar)).toHaveLength(1);
  });

  it("another business's owner, or an unknown one, answers 404", async () => {
    const { omar } = await waitingForTwo();
    const link = await kit.ownerLinkFor(omar);
    const { who: other } = await waitingForTwo();
    const elsewhere = await kit.call(other.token, {
      method: 'POST',
      url: `${ownerUrl(other.businessId, link.ownerId)}/resend`,
    });
    expect(elsewhere.statusCode).toBe(404);
    const stranger = await kit.createProfile();
    const theirs = await kit.call(stranger.token, {
      method: 'POST',
      url: `${ownerUrl(link.businessId, link.ownerId)}/resend`,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses before the owners are invited (409 invalid_application_state)', async () => {
    const who = await kit.readyToSubmit();
    const people = await kit.ok(await kit.get(who, `/onboarding/business/${who.businessId}/primaryPerson`));
    const response = await kit.call(who.token, {
      method: 'POST',
      url: `${ownerUrl(who.businessId, people.primaryPerson.id)}/resend`,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('invalid_application_state');
  });
});

describe('DELETE …/beneficialOwner/{ownerId}', () => {
  it('withdraws an unanswered owner; their link opens nothing any more', async () => {
    const { who, omar } = await waitingForTwo();
    const link = await kit.ownerLinkFor(omar);
    const revoked = await kit.ok(
      await kit.call(who.token, { method: 'DELETE', url: ownerUrl(who.businessId, link.ownerId) }),
    );
    expect(revoked.application.status).toBe('waiting_for_beneficial_owners');
    const owners = await kit.ok(
      await kit.get(who, `/onboarding/business/${who.businessId}/beneficialOwners`),
    );
    expect(owners.beneficialOwners.map((owner: { email: string }) => owner.email)).not.toContain(omar);
    expect((await answer(link)).statusCode).toBe(410);
    const review = await kit.ok(
      await kit.asReviewer({ method: 'GET', url: `/api/platform/applications/${who.businessId}` }),
    );
    expect(review.activities[0]).toMatchObject({
      type: 'beneficial_owner_invitation_revoked',
      details: { ownerId: link.ownerId, email: omar },
    });
  });

  it('withdrawing the last unanswered owner submits the application and runs the checks', async () => {
    const { who, omar, lena } = await waitingForTwo();
    await kit.ok(await answer(await kit.ownerLinkFor(omar)));
    const lenaLink = await kit.ownerLinkFor(lena);
    const revoked = await kit.ok(
      await kit.call(who.token, { method: 'DELETE', url: ownerUrl(who.businessId, lenaLink.ownerId) }),
    );
    expect(revoked.application.status).toBe('application_submitted');
    expect(revoked.application.submittedAt).not.toBeNull();
    const review = await kit.ok(
      await kit.asReviewer({ method: 'GET', url: `/api/platform/applications/${who.businessId}` }),
    );
    // The business, the authorized person and the owner who answered; none for the withdrawn one.
    expect(review.checks).toHaveLength(3);
  });

  it('refuses an owner who answered (409), and any change once submitted', async () => {
    const { who, omar, lena } = await waitingForTwo();
    const omarLink = await kit.ownerLinkFor(omar);
    await kit.ok(await answer(omarLink));
    const answered = await kit.call(who.token, {
      method: 'DELETE',
      url: ownerUrl(who.businessId, omarLink.ownerId),
    });
    expect(answered.statusCode).toBe(409);
    expect(answered.json().code).toBe('owner_already_answered');
    await kit.ok(await answer(await kit.ownerLinkFor(lena)));
    expect(await kit.statusOf(who)).toBe('application_submitted');
    const late = await kit.call(who.token, {
      method: 'DELETE',
      url: ownerUrl(who.businessId, omarLink.ownerId),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('invalid_application_state');
  });
});
