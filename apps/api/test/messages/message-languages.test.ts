import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardholders, users } from '../../src/db/schema/index.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 19: a person's language is stored (account and cardholder) and every message the server
// sends is written in it, as the recipient reads it in the sandbox outbox.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const user = (key: string) => t.demo.users[key]!;
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const orderCard = (cardholder: Record<string, unknown>) =>
  t.as(user('admin'), {
    method: 'POST',
    url: `/api/cards/business/${t.demo.cardsProgramId}/orderAndShip`,
    payload: {
      cardholder,
      shippingAddress: {
        firstName: 'Amani',
        lastName: 'Mwangi',
        addressOne: '123 Main St',
        city: 'Albany',
        state: 'NY',
        zip: '12207',
      },
      shipmentMethod: 'USPS_PRIORITY',
    },
    headers: { 'idempotency-key': randomUUID() },
  });
const patchLanguage = (key: string, language: unknown) =>
  t.as(user(key), { method: 'PATCH', url: `/api/users/${user(key)}`, payload: { language } });
const tokenIn = (body: string) => decodeURIComponent(body.match(/token=([\w%-]+)/)![1]!);
/** Creates the account an emailed link is for, as the registration page does. */
const register = (body: string, person: { firstName: string; lastName: string; email: string }, extra = {}) =>
  post('/api/users/user', { token: tokenIn(body), ...person, password: 'Welcome-2026', ...extra });

describe('a cardholder invited in Swahili', () => {
  it('receives the card email in Swahili, with an HTML part and a link that opens in Swahili', async () => {
    const email = `amani-${randomUUID().slice(0, 8)}@example.net`;
    const ordered = await orderCard({ firstName: 'Amani', lastName: 'Mwangi', email, language: 'sw' });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const [mail] = await outboxFor(t.app, email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Kadi yako ya Resettlement Cards iko njiani' });
    expect(mail!.body).toContain('Habari Amani,');
    expect(mail!.body).toContain(`imekuagizia kadi halisi inayoishia na ${ordered.json().card.last4}`);
    expect(mail!.body).toMatch(/\/register\/cardholder\?token=[\w%-]+&lang=sw/);
    expect(mail!.body).not.toMatch(/Hello|will arrive|create your account/i);
    const { html } = mail as unknown as { html: string };
    expect(html).toContain('<html lang="sw" dir="ltr">');
    expect(html).toContain('Habari Amani,');

    // Registering from that link keeps Swahili: the account, and so every later message, is in it.
    const created = await register(mail!.body, { firstName: 'Amani', lastName: 'Mwangi', email });
    expect(created.statusCode, created.body).toBe(201);
    const { userId } = created.json();
    const profile = await t.as(userId, { method: 'GET', url: `/api/users/${userId}` });
    expect(profile.json().user.language).toBe('sw');
    const [holder] = await t.database.db.select().from(cardholders).where(eq(cardholders.email, email));
    expect(holder).toMatchObject({ userId, language: 'sw' });
  });

  it('is written in English when no language is given', async () => {
    const email = `ana-${randomUUID().slice(0, 8)}@example.net`;
    expect((await orderCard({ firstName: 'Ana', lastName: 'Smith', email })).statusCode).toBe(201);
    const [mail] = await outboxFor(t.app, email);
    expect(mail!.subject).toBe('Your Resettlement Cards card is on its way');
    expect((mail as unknown as { html: string }).html).toContain('<html lang="en" dir="ltr">');
  });

  it('refuses a language that is not one of the twelve', async () => {
    const response = await orderCard({
      firstName: 'Ana',
      lastName: 'Smith',
      email: 'x@example.net',
      language: 'de',
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('language');
  });
});

describe('a person whose language is Dari', () => {
  it('receives the sign-in code by text in Dari', async () => {
    const changed = await patchLanguage('approver', 'da');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().user.language).toBe('da');
    const sent = await post('/api/users/sendOTP', { login: '2025550105' });
    expect(sent.statusCode, sent.body).toBe(200);
    const [text] = await outboxFor(t.app, '2025550105');
    expect(text).toMatchObject({ channel: 'sms', subject: null });
    expect(text!.body).toMatch(/^کد ورود شما به \u2068Causeway\u2069: \u2068\d{6}\u2069\. /);
    expect((text as unknown as { html: string | null }).html).toBeNull();
    // The code in it signs the person in.
    const code = text!.body.match(/\d{6}/)![0];
    const verified = await post('/api/users/verifyOTP', { login: '2025550105', code });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('receives the password reset email right to left, in Dari, with the link in Dari', async () => {
    await patchLanguage('finance', 'da');
    const reset = await post('/api/users/passwordReset', { email: 'finance@example.org' });
    expect(reset.statusCode, reset.body).toBe(202);
    const [mail] = await outboxFor(t.app, 'finance@example.org');
    expect(mail!.subject).toBe('تنظیم دوبارهٔ رمز عبور Causeway');
    expect(mail!.body).toMatch(/reset-password\?token=[\w%-]+&lang=da/);
    expect((mail as unknown as { html: string }).html).toContain('<html lang="prs" dir="rtl">');
  });

  it('keeps the language on the profile, and refuses an unknown one with a field code', async () => {
    const refused = await patchLanguage('viewer', 'prs');
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('language');
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, user('viewer')));
    expect(row!.language).toBe('en');
  });
});

describe('a member invitation', () => {
  it('is written in the language the page sent, names the role, and the account keeps the language', async () => {
    const email = `nadia-${randomUUID().slice(0, 8)}@example.net`;
    const invited = await t.as(user('admin'), {
      method: 'POST',
      url: `/api/businesses/${t.demo.organizationId}/users`,
      payload: { email, role: 'cws_case_manager', language: 'ar' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [mail] = await outboxFor(t.app, email);
    expect(mail!.body).toContain('مدير حالات CWS');
    expect(mail!.body).not.toContain('cws_case_manager');
    expect((mail as unknown as { html: string }).html).toContain('<html lang="ar" dir="rtl">');
    const created = await register(
      mail!.body,
      { firstName: 'Nadia', lastName: 'Faizi', email },
      { language: 'ar' },
    );
    expect(created.statusCode, created.body).toBe(201);
    const [account] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(account!.language).toBe('ar');
  });

  it('without a language from the page, is written in the inviter’s language', async () => {
    await patchLanguage('admin', 'uk');
    const email = `olena-${randomUUID().slice(0, 8)}@example.net`;
    const invited = await t.as(user('admin'), {
      method: 'POST',
      url: `/api/businesses/${t.demo.organizationId}/users`,
      payload: { email, role: 'viewer' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [mail] = await outboxFor(t.app, email);
    expect(mail!.subject).toContain('Запрошення');
    expect(mail!.body).toContain('«Спостерігач»');
    await patchLanguage('admin', 'en');
  });
});

describe('a recipient asked for bank details', () => {
  it('receives the intake email in the language the organisation gave (en, es or pl only)', async () => {
    const email = `lucia-${randomUUID().slice(0, 8)}@example.net`;
    const create = (language: string) =>
      t.as(user('admin'), {
        method: 'POST',
        url: '/api/bankTransfers/recipient',
        payload: {
          businessId: t.demo.payoutsProgramId,
          type: 'person',
          name: 'Lucía Fernández',
          email,
          language,
        },
      });
    expect((await create('da')).statusCode).toBe(400);
    const created = await create('es');
    expect(created.statusCode, created.body).toBe(201);
    const [mail] = await outboxFor(t.app, email);
    expect(mail!.subject).toBe('Family Payouts quiere pagarle por transferencia bancaria');
    expect(mail!.body).toMatch(/^Hola, Lucía Fernández:/);
    expect(mail!.body).toMatch(/token=[\w%-]+&lang=es/);
  });
});

describe('a virtual card issued to a cardholder who reads Arabic', () => {
  it('emails the card in Arabic, right to left, and stores the language on the cardholder', async () => {
    const email = `layla-${randomUUID().slice(0, 8)}@example.net`;
    const issued = await t.as(user('admin'), {
      method: 'POST',
      url: `/api/cards/business/${t.demo.cardsProgramId}/virtualCards`,
      payload: { cardholders: [{ firstName: 'Layla', lastName: 'Haddad', email, language: 'ar' }] },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const [mail] = await outboxFor(t.app, email);
    expect(mail!.subject).toBe('بطاقتك من Resettlement Cards جاهزة');
    expect(mail!.body).toContain(issued.json().cards[0].last4);
    expect(mail!.body).toMatch(/\/register\/cardholder\?token=[\w%-]+&lang=ar/);
    expect((mail as unknown as { html: string }).html).toContain('<html lang="ar" dir="rtl">');
    const [holder] = await t.database.db.select().from(cardholders).where(eq(cardholders.email, email));
    expect(holder!.language).toBe('ar');
  });
});
