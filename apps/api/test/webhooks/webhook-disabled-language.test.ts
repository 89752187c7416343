// Issue 19 for webhooks: the notice that an endpoint was disabled reaches each developer in their
// own language (users.language), with the Developers page link opening in it.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testEngine } from '../support/test-database.ts';
import { PUBLIC_HOOK_URL, webhookKit } from './webhook-kit.ts';

let t: TestApp;
let w: ReturnType<typeof webhookKit>;
beforeAll(async () => {
  t = await createTestApp();
  w = webhookKit(t);
});
afterAll(() => t?.close());

type StoredEmail = { subject: string; body: string; html: string };

describe(`the webhook endpoint disabled email (${testEngine})`, () => {
  it("is written in the developer's Arabic, right to left, naming the endpoint and why", async () => {
    const admin = t.demo.users.admin!;
    const patched = await t.as(admin, {
      method: 'PATCH',
      url: `/api/users/${admin}`,
      payload: { language: 'ar' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await w.createEndpoint(t.demo.cardsProgramId);
    w.answer.statusCode = 410;
    await w.lockACard(t.demo.cardsProgramId);
    expect(await w.runner.runOnce()).toBe(1);

    const [mail] = (await outboxFor(t.app, 'admin@example.org')) as unknown as StoredEmail[];
    expect(mail!.subject).toBe('تم تعطيل إحدى نقاط نهاية الويب هوك');
    // A URL is left out of the isolates in plain text, so a mail client's link ends where it does.
    expect(mail!.body).toContain(`تم تعطيل نقطة نهاية الويب هوك ${PUBLIC_HOOK_URL} لدى`);
    expect(mail!.body).toContain('\u2068410 Gone\u2069');
    expect(mail!.body).toMatch(/\/integrations\?lang=ar$/);
    expect(mail!.body).not.toMatch(/was disabled|Messages for it/);
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
  });
});
