import type { InstantPayment, InstantRail, InstantRailAnswer } from './instant-rail.ts';

// An RTP/FedNow gateway over JSON: a pacs.008-shaped credit transfer is POSTed with a bearer token
// and the transfer id as Idempotency-Key; the answer is pacs.002-shaped, { status, reasonCode }.

export const INSTANT_RAIL_TIMEOUT_MS = 10_000;

/** ISO 20022 transaction statuses (ExternalPaymentTransactionStatus1Code) and what they mean to us. */
const SETTLED = new Set(['ACSC', 'ACCC']);
const WAITING = new Set(['PDNG', 'ACSP', 'ACTC', 'ACCP', 'RCVD']);

const amountOf = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The pacs.008-shaped body: one credit transfer, USD, the account type as an ISO cash account type. */
export function creditTransferMessage(payment: InstantPayment, nowMs: number) {
  return {
    messageId: payment.transferId,
    creationDateTime: new Date(nowMs).toISOString(),
    creditTransfer: {
      endToEndId: payment.transferId,
      instructedAmount: { currency: 'USD', value: amountOf(payment.amountCents) },
      debtor: { name: payment.debtor.name },
      debtorAgent: { memberId: payment.debtor.routingNumber },
      creditor: { name: payment.creditor.name },
      creditorAgent: { memberId: payment.creditor.routingNumber },
      creditorAccount: {
        id: payment.creditor.accountNumber,
        type: payment.creditor.accountType === 'savings' ? 'SVGS' : 'CACC',
      },
      ...(payment.remittanceInformation ? { remittanceInformation: payment.remittanceInformation } : {}),
    },
  };
}

/** Reads a pacs.002-shaped answer; anything else is an error (the payment is asked again). */
export function answerOf(body: unknown): InstantRailAnswer {
  const { status, reasonCode } = (body ?? {}) as { status?: unknown; reasonCode?: unknown };
  if (typeof status !== 'string') throw new Error('the instant rail answered without a status');
  if (SETTLED.has(status)) return { status: 'accepted' };
  if (WAITING.has(status)) return { status: 'pending' };
  if (status === 'RJCT') {
    // A rejection without a reason is still final: NARR is ISO's "see the narrative".
    return { status: 'rejected', code: typeof reasonCode === 'string' && reasonCode ? reasonCode : 'NARR' };
  }
  throw new Error(`the instant rail answered an unknown status ${JSON.stringify(status).slice(0, 20)}`);
}

export class HttpInstantRail implements InstantRail {
  constructor(
    private readonly options: {
      url: string;
      token: string | undefined;
      fetch?: typeof fetch;
      timeoutMs?: number;
      now?: () => number;
    },
  ) {}

  async send(payment: InstantPayment): Promise<InstantRailAnswer> {
    const doFetch = this.options.fetch ?? fetch;
    const response = await doFetch(this.options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': payment.transferId,
        ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
      },
      body: JSON.stringify(creditTransferMessage(payment, (this.options.now ?? Date.now)())),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? INSTANT_RAIL_TIMEOUT_MS),
    });
    if (!response.ok) {
      // Never log the body: it may echo the account number.
      await response.body?.cancel();
      throw new Error(`the instant rail answered HTTP ${response.status}`);
    }
    return answerOf(await response.json());
  }
}
