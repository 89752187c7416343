import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { moneyKit } from './support.ts';

// Outside the sandbox nobody can play an ACH deposit: the route does not exist.
let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX: '0' });
  kit = moneyKit(t);
});
afterAll(() => t?.close());

describe('POST /sandbox/achDeposits without SANDBOX=1', () => {
  it('answers 404, even to an admin, and credits nothing', async () => {
    const before = await kit.snapshot();
    const balance = await kit.fundingCents(t.demo.organizationId);
    const payload = { businessId: t.demo.organizationId, amountCents: 100_000 };
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/sandbox/achDeposits', payload });
    expect(anonymous.statusCode, anonymous.body).toBe(404);
    const admin = await kit.post(kit.user('admin'), '/api/sandbox/achDeposits', payload);
    expect(admin.statusCode, admin.body).toBe(404);
    expect(await kit.snapshot()).toEqual(before);
    expect(await kit.fundingCents(t.demo.organizationId)).toBe(balance);
  });
});
