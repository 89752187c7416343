import { PLATFORM_NAME } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo.ts';
import { outboxFor } from '../support/outbox.ts';
import type { TestApp } from '../support/test-app.ts';
import { businessInfoBody, createOnboardingApp, onboardingKit, primaryPersonBody } from './support.ts';

// Issue 19 for onboarding: the applicant's account keeps the language they signed up in, and the
// beneficial owner's invitation is written in it (the owner has no account of their own yet).

let t: TestApp;
let kit: ReturnType<typeof onboardingKit>;
beforeAll(async () => {
  t = await createOnboardingApp();
  kit = onboardingKit(t);
});
afterAll(() => t?.close());

const languageOf = async (userId: string) =>
  (await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, userId)))[0]
    ?.language;

type StoredEmail = { subject: string; body: string; html: string };

describe('POST /onboarding/user keeps the language the person signed up in', () => {
  it('stores the page language on the account, as registration does', async () => {
    const who = await kit.createProfile({ language: 'da' });
    expect(await languageOf(who.userId)).toBe('da');
    const profile = await kit.ok(await kit.get(who, `/users/${who.userId}`));
    expect(profile.user.language).toBe('da');
  });

  it('keeps English when the page sent no language', async () => {
    const who = await kit.createProfile();
    expect(await languageOf(who.userId)).toBe('en');
  });

  it('refuses a language that is not one of the twelve (400, field language), creating nothing', async () => {
    const response = await kit.call(undefined, {
      method: 'POST',
      url: '/api/onboarding/user',
      payload: {
        firstName: 'Nadia',
        lastName: 'Farouk',
        email: `danish-${Date.now()}@example.net`,
        password: DEMO_PASSWORD,
        businessName: 'Harbor Light',
        language: 'prs',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ field: 'language' })]);
  });
});

describe('the beneficial owner invitation', () => {
  async function submitWithOwner(language?: string) {
    const who = await kit.createProfile(language ? { language } : {});
    await kit.ok(await kit.post(who, `/onboarding/business/${who.businessId}/`, businessInfoBody()));
    await kit.ok(
      await kit.post(
        who,
        `/onboarding/business/${who.businessId}/primaryPerson`,
        primaryPersonBody({ ownershipPercent: 40 }),
      ),
    );
    const owner = `omar-${language ?? 'en'}-${Date.now()}@example.net`;
    await kit.ok(
      await kit.post(who, `/onboarding/business/${who.businessId}/submit`, {
        beneficialOwners: [{ firstName: 'Omar', lastName: 'Said', email: owner, ownershipPercent: 35 }],
      }),
    );
    return { who, owner };
  }

  it("is written in the applicant's Arabic: right to left, Arabic text, a link that opens in Arabic", async () => {
    const { who, owner } = await submitWithOwner('ar');
    const [mail] = (await outboxFor(t.app, owner)) as unknown as StoredEmail[];
    expect(mail!.subject).toBe(`تحتاج Harbor Light Relief Inc. إلى بياناتك لفتح حسابها على ${PLATFORM_NAME}`);
    expect(mail!.body).toContain('مرحبًا \u2068Omar\u2069،');
    expect(mail!.body).toContain('بصفتك مالكًا مستفيدًا');
    expect(mail!.body).toContain('14\u2069 يومًا');
    expect(mail!.body).not.toMatch(/Hello|beneficial owner|Fill in/);
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.html).toContain('<bdi>Nadia Farouk</bdi>');
    expect(mail!.body).toMatch(
      new RegExp(`/${who.businessId}/beneficialOwnerForm/[\\w-]+/info\\?token=[\\w%-]+&lang=ar`),
    );
    // The link still opens the owner's form: its token is the one stored.
    const link = await kit.ownerLinkFor(owner);
    expect(link.businessId).toBe(who.businessId);
  });

  it('is written in English, with no language parameter, for an English applicant', async () => {
    const { owner } = await submitWithOwner();
    const [mail] = (await outboxFor(t.app, owner)) as unknown as StoredEmail[];
    expect(mail!.subject).toBe(
      `Harbor Light Relief Inc. needs your details to open its ${PLATFORM_NAME} account`,
    );
    expect(mail!.body).toContain('Hello Omar,');
    expect(mail!.body).not.toContain('lang=');
    expect(mail!.html).toContain('<html lang="en" dir="ltr">');
  });

  it('a resent invitation is written in the language of the person resending it', async () => {
    const { who, owner } = await submitWithOwner('ar');
    const { ownerId } = await kit.ownerLinkFor(owner);
    await kit.ok(
      await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${who.userId}`,
        headers: { authorization: `Bearer ${who.token}` },
        payload: { language: 'sw' },
      }),
    );
    await kit.ok(
      await kit.post(who, `/onboarding/business/${who.businessId}/beneficialOwner/${ownerId}/resend`),
    );
    const [latest] = (await outboxFor(t.app, owner)) as unknown as StoredEmail[];
    expect(latest!.body).toContain('Habari Omar,');
    expect(latest!.body).toContain('&lang=sw');
  });
});
