// Webhook delivery over time (issue 17): the retry schedule, disabling on 410 and after 5 days, resends.

import { eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, webhookEndpoints } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testEngine } from '../support/test-database.ts';
import { webhookKit } from './webhook-kit.ts';

const S = 1_000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

let t: TestApp;
let w: ReturnType<typeof webhookKit>;
let program: string;

beforeAll(async () => {
  t = await createTestApp();
  w = webhookKit(t);
  program = t.demo.cardsProgramId;
});
afterAll(() => t?.close());
afterEach(async () => {
  // Each test starts with no endpoint listening, and a fresh log of what was sent.
  await t.database.db
    .update(webhookEndpoints)
    .set({ deletedAt: new Date(), enabled: false, disabledReason: 'manual' })
    .where(isNull(webhookEndpoints.deletedAt));
  w.sent.length = 0;
  w.answer.statusCode = 200;
  w.clock.nowMs = 0;
});

const endpointsUrl = (businessId: string) => `/api/businesses/${businessId}/webhooks/endpoints`;

describe(`retries and disabling (${testEngine})`, () => {
  it('retries on the schedule (now, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h) and then gives up', async () => {
    const endpoint = await w.createEndpoint(program);
    w.answer.statusCode = 503;
    await w.lockACard(program);
    const delays = [0, 5 * S, 5 * M, 30 * M, 2 * H, 5 * H, 10 * H, 10 * H];
    // A frozen clock a second ahead of the database's: each step lands exactly on its due time.
    w.clock.nowMs = Date.now() + 1_000;
    for (const [index, delayMs] of delays.entries()) {
      // One millisecond early: nothing is due yet.
      if (delayMs > 0) {
        w.advance(delayMs - 1);
        expect(await w.runner.runOnce(), `attempt ${index + 1} early`).toBe(0);
        w.advance(1);
      }
      expect(await w.runner.runOnce(), `attempt ${index + 1}`).toBe(1);
    }
    w.advance(30 * D);
    expect(await w.runner.runOnce()).toBe(0);
    const attempts = await w.attemptsOf(program, endpoint.id);
    expect(attempts.map((attempt) => attempt.attemptNumber)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(new Set(attempts.map((attempt) => attempt.messageId)).size).toBe(1);
    expect(attempts.every((attempt) => attempt.statusCode === 503 && !attempt.succeeded)).toBe(true);
    expect(attempts[0]).toMatchObject({ deliveryStatus: 'failed', nextAttemptAt: null });
    expect(w.sent).toHaveLength(8);
  });

  it('disables an endpoint at once on 410 Gone and emails its developers', async () => {
    const endpoint = await w.createEndpoint(program);
    w.answer.statusCode = 410;
    await w.lockACard(program);
    await w.lockACard(program);
    expect(await w.runner.runOnce()).toBe(2);
    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(row).toMatchObject({ enabled: false, disabledReason: 'gone' });
    const mail = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, 'A webhook endpoint was disabled'));
    expect(mail.map((message) => message.recipient)).toContain('admin@example.org');
    // Disabled: nothing more is attempted, even when due.
    w.advance(D);
    expect(await w.runner.runOnce()).toBe(0);
  });

  it('disables an endpoint whose deliveries have failed for 5 days, and a success resets the clock', async () => {
    const endpoint = await w.createEndpoint(program);
    w.answer.statusCode = null;
    await w.lockACard(program);
    expect(await w.runner.runOnce()).toBe(1);
    // A success in between starts the clock again.
    w.answer.statusCode = 200;
    w.advance(2 * D);
    await w.lockACard(program);
    await w.runner.runOnce();
    w.answer.statusCode = 500;
    await w.lockACard(program);
    await w.runner.runOnce();
    w.advance(4 * D);
    await w.lockACard(program);
    await w.runner.runOnce();
    let [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.enabled).toBe(true);
    w.advance(D);
    await w.lockACard(program);
    await w.runner.runOnce();
    [row] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row).toMatchObject({ enabled: false, disabledReason: 'failing' });
  });

  it('resends a failed message on request: one attempt outside the schedule, same webhook-id', async () => {
    const endpoint = await w.createEndpoint(program);
    w.answer.statusCode = 500;
    await w.lockACard(program);
    await w.runner.runOnce();
    const [failed] = await w.attemptsOf(program, endpoint.id);
    expect(failed).toMatchObject({ succeeded: false, deliveryStatus: 'pending' });
    w.answer.statusCode = 204;
    const resent = await t.as(w.admin(), {
      method: 'POST',
      url: `${endpointsUrl(program)}/${endpoint.id}/deliveries/${failed!.deliveryId}/resend`,
    });
    expect(resent.statusCode, resent.body).toBe(202);
    expect(await w.runner.runOnce()).toBe(1);
    const [manual] = await w.attemptsOf(program, endpoint.id);
    expect(manual).toMatchObject({
      attemptNumber: null,
      statusCode: 204,
      succeeded: true,
      deliveryStatus: 'succeeded',
      messageId: failed!.messageId,
    });
    expect(w.sent.map((request) => request.headers['webhook-id'])).toEqual([
      failed!.messageId,
      failed!.messageId,
    ]);
    // Nothing more is due: the message was delivered.
    w.advance(D);
    expect(await w.runner.runOnce()).toBe(0);
  });

  it("refuses to resend another endpoint's delivery (404)", async () => {
    const first = await w.createEndpoint(program);
    const second = await w.createEndpoint(program, {
      url: 'https://93.184.215.14/second',
      eventTypes: ['card_frozen'],
    });
    await w.lockACard(program);
    await w.runner.runOnce();
    const [attempt] = await w.attemptsOf(program, first.id);
    const response = await t.as(w.admin(), {
      method: 'POST',
      url: `${endpointsUrl(program)}/${second.id}/deliveries/${attempt!.deliveryId}/resend`,
    });
    expect(response.statusCode).toBe(404);
  });
});
