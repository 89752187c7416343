import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../support/test-app.ts';

export const GOOD_ROUTING = '021000021';

export const bankDetails = (accountNumber = '000123456789') => ({
  nameOnAccount: 'Amina Yusuf',
  accountType: 'checking' as const,
  accountNumber,
  routingNumber: GOOD_ROUTING,
});

/** Recipients and transfers made through the API, as the portal makes them. */
export function bankKit(t: TestApp) {
  const send = (
    userId: string,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
    headers = {},
  ) => t.as(userId, { method, url, ...(payload ? { payload } : {}), headers });

  async function recipientWithAccount(
    userId: string,
    businessId: string,
    overrides: Record<string, unknown> = {},
  ) {
    const tag = randomUUID().slice(0, 8);
    const response = await send(userId, 'POST', '/api/bankTransfers/recipientWithBankAccount', {
      businessId,
      type: 'person',
      name: 'Amina Yusuf',
      email: `amina-${tag}@example.net`,
      bankAccount: bankDetails(),
      ...overrides,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().recipient as {
      id: string;
      intakeStatus: string;
      bankAccount: { accountLast4: string };
    };
  }

  async function transfer(
    userId: string,
    businessId: string,
    recipientId: string,
    amountCents: number,
    speed = 'sameday_ach',
    key: string = randomUUID(),
  ) {
    return send(
      userId,
      'POST',
      '/api/bankTransfers/transfers',
      { businessId, recipientId, amountCents, speed },
      { 'idempotency-key': key },
    );
  }

  return { send, recipientWithAccount, transfer };
}
