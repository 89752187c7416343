import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, HttpInstantRail } from './http-instant-rail.ts';
import type { InstantPayment } from './instant-rail.ts';

type Seen = { headers: IncomingMessage['headers']; body: unknown };
const seen: Seen[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: { status: 'ACSC' } };
const server = createServer((request, response) => {
  let text = '';
  request.on('data', (chunk) => {
    text += chunk;
  });
  request.on('end', () => {
    seen.push({ headers: request.headers, body: JSON.parse(text) });
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.body));
  });
});
let url: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/credit-transfers`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const payment: InstantPayment = {
  transferId: '6f1c1c3e-7a51-4c43-9f36-0d7d5c1f2a11',
  amountCents: 123_405,
  debtor: { name: 'Harbor Relief', routingNumber: '231380104' },
  creditor: {
    name: 'Ana Diaz',
    routingNumber: '011000015',
    accountNumber: '123456789',
    accountType: 'savings',
  },
  remittanceInformation: 'March support',
};

describe('HttpInstantRail', () => {
  it('POSTs a pacs.008-shaped credit transfer with the bearer token and the transfer id as idempotency key', async () => {
    reply = { status: 200, body: { status: 'ACSC' } };
    const rail = new HttpInstantRail({ url, token: 'secret-token', now: () => Date.UTC(2026, 2, 3, 15, 0) });
    expect(await rail.send(payment)).toEqual({ status: 'accepted' });
    const request = seen.at(-1)!;
    expect(request.headers).toMatchObject({
      authorization: 'Bearer secret-token',
      'idempotency-key': payment.transferId,
      'content-type': 'application/json',
    });
    expect(request.body).toEqual({
      messageId: payment.transferId,
      creationDateTime: '2026-03-03T15:00:00.000Z',
      creditTransfer: {
        endToEndId: payment.transferId,
        instructedAmount: { currency: 'USD', value: '1234.05' },
        debtor: { name: 'Harbor Relief' },
        debtorAgent: { memberId: '231380104' },
        creditor: { name: 'Ana Diaz' },
        creditorAgent: { memberId: '011000015' },
        creditorAccount: { id: '123456789', type: 'SVGS' },
        remittanceInformation: 'March support',
      },
    });
  });

  it('reads RJCT with its reason code and PDNG as pending', async () => {
    const rail = new HttpInstantRail({ url, token: undefined });
    reply = { status: 200, body: { status: 'RJCT', reasonCode: 'AC04' } };
    expect(await rail.send(payment)).toEqual({ status: 'rejected', code: 'AC04' });
    expect(seen.at(-1)!.headers.authorization).toBeUndefined();
    reply = { status: 200, body: { status: 'PDNG' } };
    expect(await rail.send(payment)).toEqual({ status: 'pending' });
  });

  it('throws on an HTTP error or an answer out of shape, so the payment is asked again', async () => {
    const rail = new HttpInstantRail({ url, token: 't' });
    reply = { status: 503, body: { error: 'down' } };
    await expect(rail.send(payment)).rejects.toThrow('HTTP 503');
    reply = { status: 200, body: { nothing: true } };
    await expect(rail.send(payment)).rejects.toThrow('without a status');
  });

  it('answerOf maps the ISO statuses', () => {
    expect(answerOf({ status: 'ACCC' })).toEqual({ status: 'accepted' });
    expect(answerOf({ status: 'ACSP' })).toEqual({ status: 'pending' });
    expect(answerOf({ status: 'RJCT' })).toEqual({ status: 'rejected', code: 'NARR' });
    expect(() => answerOf({ status: 'WHAT' })).toThrow('unknown status');
  });
});
