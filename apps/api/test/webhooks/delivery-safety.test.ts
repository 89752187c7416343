import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpWebhookTransport } from '../../src/modules/webhooks/webhook-transport.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testEngine } from '../support/test-database.ts';
import { webhookKit } from './webhook-kit.ts';

const request = (url: string) => ({ url, headers: { 'webhook-id': 'msg_1' }, body: '{}' });

describe('each delivery checks the address again (DNS rebinding)', () => {
  let hits = 0;
  const server = createServer((_request, response) => {
    hits += 1;
    response.end('reached');
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    ['a name that now resolves to loopback', 'hooks.example.test', [{ address: '127.0.0.1', family: 4 }]],
    [
      'a name with one private address among public ones',
      'hooks.example.test',
      [
        { address: '93.184.215.14', family: 4 },
        { address: '10.0.0.1', family: 4 },
      ],
    ],
    ['a name resolving to IPv6 loopback', 'hooks.example.test', [{ address: '::1', family: 6 }]],
    ['a name that no longer resolves', 'hooks.example.test', []],
  ])('refuses %s without connecting', async (_name, host, addresses) => {
    const transport = httpWebhookTransport(async () => addresses);
    const response = await transport(request(`http://${host}:${port}/hook`));
    expect(response.statusCode).toBeNull();
    expect(response.error).toMatch(/refused/);
    expect(hits).toBe(0);
  });

  it('refuses an IP literal of this host without connecting', async () => {
    const response = await httpWebhookTransport(async () => [])(request(`http://127.0.0.1:${port}/hook`));
    expect(response).toMatchObject({ statusCode: null, error: expect.stringMatching(/refused/) });
    expect(hits).toBe(0);
  });
});

describe(`the sandbox's built-in receiver (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is the one local URL accepted; it shows what arrived, signature checked, and fails when told', async () => {
    const w = webhookKit(t);
    const program = t.demo.cardsProgramId;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/webhookReceivers',
      payload: { businessId: program },
    });
    expect(created.statusCode, created.body).toBe(201);
    const receiver = created.json().receiver as { id: string; url: string };
    expect(receiver.url).toBe(`${t.config.publicUrl}/api/sandbox/webhookReceivers/${receiver.id}`);
    const endpoint = await w.createEndpoint(program, { url: receiver.url });
    const card = await w.lockACard(program);
    expect(await w.runner.runOnce()).toBe(1);
    // The in-process receiver, not the fake network transport, got it.
    expect(w.sent).toEqual([]);
    const arrived = await t.app.inject({
      method: 'GET',
      url: `/api/sandbox/webhookReceivers/${receiver.id}/messages`,
    });
    const [message] = arrived.json().messages;
    expect(message).toMatchObject({ answeredStatus: 200, signatureValid: true });
    expect(JSON.parse(message.body)).toMatchObject({
      type: 'card_locked',
      data: { cardId: card.id, details: { fromStatus: 'active', toStatus: 'locked' } },
    });

    const failing = await t.app.inject({
      method: 'PATCH',
      url: `/api/sandbox/webhookReceivers/${receiver.id}`,
      payload: { answerStatus: 500 },
    });
    expect(failing.statusCode, failing.body).toBe(200);
    await w.lockACard(program);
    await w.runner.runOnce();
    const [latest] = await w.attemptsOf(program, endpoint.id);
    expect(latest).toMatchObject({
      statusCode: 500,
      succeeded: false,
      deliveryStatus: 'pending',
      attemptNumber: 1,
    });
  });
});
