import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achKit } from '../ach/ach-kit.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testEngine } from '../support/test-database.ts';
import { webhookKit } from './webhook-kit.ts';

// Recipients and bank transfers are activities too (recipient-activities.ts): each becomes a signed
// webhook event in the same transaction, like a card's.
let t: TestApp;
let w: ReturnType<typeof webhookKit>;
let ach: ReturnType<typeof achKit>;

beforeAll(async () => {
  t = await createTestApp();
  w = webhookKit(t);
  ach = achKit(t);
  await ach.fund(t.demo.payoutsProgramId, 100_000);
});
afterAll(() => t?.close());

describe(`recipient and transfer webhooks (${testEngine})`, () => {
  it('sends recipient_created and bank_transfer_initiated, signed, to the organisation that listens', async () => {
    const endpoint = await w.createEndpoint(t.demo.organizationId, {
      eventTypes: ['recipient_created', 'bank_transfer_initiated'],
    });
    const secret = await w.secretOf(t.demo.organizationId, endpoint.id);
    const recipient = await ach.addRecipient();
    const transfer = await ach.send(recipient.id, 2_500);
    await w.runner.runOnce();
    const events = w.sent.map((request) => {
      const body = new Webhook(secret).verify(request.body, request.headers) as {
        type: string;
        data: { recipientId?: string; details: Record<string, unknown> };
      };
      return { type: body.type, recipientId: body.data.recipientId };
    });
    expect(events).toEqual(
      expect.arrayContaining([
        { type: 'recipient_created', recipientId: recipient.id },
        { type: 'bank_transfer_initiated', recipientId: recipient.id },
      ]),
    );
    expect(transfer.id).toBeTruthy();
  });
});
