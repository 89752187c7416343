import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 19: a business member changes their own message language from Settings → Members
// (PATCH /users/{id}, the caller's own account only), and their next email is written in it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const user = (key: string) => t.demo.users[key]!;
const languageOf = async (userId: string) =>
  (await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, userId)))[0]
    ?.language;

describe("a business member's own language", () => {
  it('is changed by the member, and their next email is written in it', async () => {
    const changed = await t.as(user('viewer'), {
      method: 'PATCH',
      url: `/api/users/${user('viewer')}`,
      payload: { language: 'uk' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().user.language).toBe('uk');
    expect(await languageOf(user('viewer'))).toBe('uk');

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/users/passwordReset',
      payload: { email: 'viewer@example.org' },
    });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
    const [mail] = (await outboxFor(t.app, 'viewer@example.org')) as unknown as {
      subject: string;
      body: string;
      html: string;
    }[];
    expect(mail!.subject).toMatch(/^Скидання пароля /);
    expect(mail!.body).toMatch(/reset-password\?token=[\w%-]+&lang=uk/);
    expect(mail!.html).toContain('<html lang="uk" dir="ltr">');
  });

  it("cannot change another member's language: 404, as for an unknown account, and nothing changes", async () => {
    const before = await languageOf(user('finance'));
    const refused = await t.as(user('viewer'), {
      method: 'PATCH',
      url: `/api/users/${user('finance')}`,
      payload: { language: 'ar' },
    });
    expect(refused.statusCode).toBe(404);
    expect(await languageOf(user('finance'))).toBe(before);
  });

  it('refuses a code that is not one of the twelve with a field code, keeping the language', async () => {
    const refused = await t.as(user('admin'), {
      method: 'PATCH',
      url: `/api/users/${user('admin')}`,
      payload: { language: 'fa' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([expect.objectContaining({ field: 'language' })]);
    expect(await languageOf(user('admin'))).toBe('en');
  });
});
