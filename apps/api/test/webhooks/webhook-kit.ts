import { expect } from 'vitest';
import { Outbox } from '../../src/adapters/outbox.ts';
import { WebhookRunner } from '../../src/modules/webhooks/run-webhook-jobs.ts';
import type { WebhookRequest, WebhookResponse } from '../../src/modules/webhooks/webhook-transport.ts';
import { moneyKit } from '../money/support.ts';
import { TEST_MASTER_KEY, type TestApp } from '../support/test-app.ts';

/** A public address literal: the URL rules accept it without DNS, and no request ever leaves (fake transport). */
export const PUBLIC_HOOK_URL = 'https://93.184.215.14/causeway-hooks';

/**
 * What the webhook tests share: an endpoint made through the API, a runner on a simulated clock
 * whose transport records each request and answers with the status the test sets.
 */
export function webhookKit(t: TestApp) {
  const kit = moneyKit(t);
  const admin = () => kit.user('admin');
  const sent: WebhookRequest[] = [];
  const answer: { statusCode: number | null; body: string } = { statusCode: 200, body: '{"ok":true}' };
  /** 0: the real time; else the simulated instant (see advance). */
  const clock = { nowMs: 0 };
  const advance = (ms: number) => {
    clock.nowMs = (clock.nowMs || Date.now()) + ms;
  };
  const runner = new WebhookRunner(t.database.db, {
    masterKey: TEST_MASTER_KEY,
    outbox: new Outbox({ email: false, sms: false }),
    sandbox: true,
    publicUrl: t.config.publicUrl,
    log: { error: (message, error) => console.error(message, error) },
    now: () => clock.nowMs || Date.now(),
    transport: async (request): Promise<WebhookResponse> => {
      sent.push(request);
      return answer.statusCode === null
        ? { statusCode: null, responseExcerpt: '', error: 'connect ECONNREFUSED' }
        : { statusCode: answer.statusCode, responseExcerpt: answer.body, error: null };
    },
  });

  async function createEndpoint(businessId: string, body: Record<string, unknown> = {}) {
    const response = await t.as(admin(), {
      method: 'POST',
      url: `/api/businesses/${businessId}/webhooks/endpoints`,
      payload: { url: PUBLIC_HOOK_URL, eventTypes: ['card_locked'], ...body },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().endpoint as {
      id: string;
      url: string;
      enabled: boolean;
      disabledReason: string | null;
    };
  }

  async function secretOf(businessId: string, endpointId: string) {
    const response = await t.as(admin(), {
      method: 'GET',
      url: `/api/businesses/${businessId}/webhooks/endpoints/${endpointId}/secret`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().secret as string;
  }

  async function attemptsOf(businessId: string, endpointId: string) {
    const response = await t.as(admin(), {
      method: 'GET',
      url: `/api/businesses/${businessId}/webhooks/endpoints/${endpointId}/attempts?limit=200`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().attempts as {
      id: string;
      deliveryId: string;
      messageId: string;
      attemptNumber: number | null;
      statusCode: number | null;
      succeeded: boolean;
      responseExcerpt: string;
      deliveryStatus: string;
      nextAttemptAt: string | null;
    }[];
  }

  /** A new card of the program, locked: one card_locked event (card loads record no activity yet). */
  async function lockACard(programId: string) {
    const card = await kit.issueCard(programId);
    const locked = await t.as(admin(), { method: 'POST', url: `/api/cards/${card.id}/lock` });
    expect(locked.statusCode, locked.body).toBe(200);
    return card;
  }

  return {
    kit,
    admin,
    sent,
    answer,
    clock,
    advance,
    runner,
    createEndpoint,
    secretOf,
    attemptsOf,
    lockACard,
  };
}
