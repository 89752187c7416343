import { expect } from 'vitest';
import type { TestApp } from '../support/test-app.ts';

export type Purchase = {
  amountCents: number;
  merchantName?: string;
  mcc?: string;
  merchantCategory?: string;
  country?: string;
};

/** The sandbox card network: purchases, clearings, reversals and refunds. */
export function networkKit(t: TestApp) {
  const send = (url: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/sandbox/authorizations${url}`,
      ...(payload ? { payload } : {}),
    });

  const authorizeRaw = (cardId: string, purchase: Purchase) =>
    send('', {
      cardId,
      merchantName: 'Corner Grocery',
      mcc: '5411',
      merchantCategory: 'Grocery Stores, Supermarkets',
      country: 'US',
      ...purchase,
    });

  async function authorize(cardId: string, purchase: Purchase) {
    const response = await authorizeRaw(cardId, purchase);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().transaction;
  }

  async function expectDecline(cardId: string, purchase: Purchase, reason: string) {
    const transaction = await authorize(cardId, purchase);
    expect(transaction).toMatchObject({
      transactionEventStatus: 'declined',
      declineReason: reason,
      approvedAmount: { value: 0 },
      requestedAmount: { value: purchase.amountCents },
    });
    return transaction;
  }

  async function ok(url: string, payload?: object, status = 200) {
    const response = await send(url, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json().transaction;
  }

  return {
    send,
    authorizeRaw,
    authorize,
    expectDecline,
    clear: (id: string, amountCents?: number) => ok(`/${id}/clear`, amountCents ? { amountCents } : {}),
    reverse: (id: string) => ok(`/${id}/reverse`),
    refund: (id: string, amountCents: number) => ok(`/${id}/refund`, { amountCents }, 201),
  };
}
