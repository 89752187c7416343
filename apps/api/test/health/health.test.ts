import { healthResponseSchema } from '@causeway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let sandboxOn: TestApp;
let sandboxOff: TestApp;

beforeAll(async () => {
  sandboxOn = await createTestApp();
  sandboxOff = await createTestApp({ SANDBOX: '0' });
});
afterAll(async () => {
  await sandboxOn?.close();
  await sandboxOff?.close();
});

describe('GET /api/health', () => {
  it('tells the web app, without a token, that the sandbox is on', async () => {
    const response = await sandboxOn.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(healthResponseSchema.parse(response.json())).toEqual({
      status: 'ok',
      database: 'ok',
      sandbox: true,
    });
  });

  it('says sandbox false when SANDBOX=0, and the sandbox routes are then absent', async () => {
    const health = await sandboxOff.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', database: 'ok', sandbox: false });
    const outbox = await sandboxOff.app.inject({ method: 'GET', url: '/api/sandbox/outbox' });
    expect(outbox.statusCode).toBe(404);
  });
});
