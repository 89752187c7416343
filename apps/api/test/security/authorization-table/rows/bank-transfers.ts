// Bank transfers (issue 10): recipients and transfers are records of their business.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { businessSettings } from '../../../../src/db/schema/index.ts';
import {
  adminOf,
  awaitingRecipientOf,
  businessOf,
  kit,
  makerOf,
  pendingTransferOf,
  recipientOf,
  restoreSettings,
  TABLE_BANK_ACCOUNT,
  t,
  url,
} from '../fixtures.ts';
import type { Endpoint } from '../rule.ts';

export const BANK_TRANSFER_ROWS: Endpoint[] = [
  {
    name: 'GET bankTransfers/recipients',
    route: 'GET /bankTransfers/recipients',
    kind: 'list',
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`bankTransfers/recipients?businessId=${businessOf[b]}`) }),
  },
  {
    name: 'GET bankTransfers/transfers',
    route: 'GET /bankTransfers/transfers',
    kind: 'list',
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`bankTransfers/transfers?businessId=${businessOf[b]}`) }),
  },
  {
    name: 'POST bankTransfers/recipient',
    route: 'POST /bankTransfers/recipient',
    kind: 'businessAction',
    permission: 'createRecipient',
    ok: 201,
    writes: true,
    request: (b) => ({
      method: 'POST',
      url: url('bankTransfers/recipient'),
      payload: {
        businessId: businessOf[b],
        type: 'person',
        name: 'Table Recipient',
        email: 'table.recipient@example.net',
        sendIntakeEmail: false,
      },
    }),
  },
  {
    name: 'POST bankTransfers/recipientWithBankAccount',
    route: 'POST /bankTransfers/recipientWithBankAccount',
    kind: 'businessAction',
    permission: 'addBankDetails',
    ok: 201,
    writes: true,
    request: (b) => ({
      method: 'POST',
      url: url('bankTransfers/recipientWithBankAccount'),
      payload: {
        businessId: businessOf[b],
        type: 'business',
        name: 'Table Supplier',
        email: 'table.supplier@example.net',
        bankAccount: TABLE_BANK_ACCOUNT,
      },
    }),
  },
  ...(['', '/activities', '/transfers'] as const).map(
    (part): Endpoint => ({
      name: `GET bankTransfers/recipients/{id}${part}`,
      route: `GET /bankTransfers/recipients/{id}${part}`,
      kind: 'record',
      permission: 'viewIndividualRecipient',
      ok: 200,
      request: (b) => ({ method: 'GET', url: url(`bankTransfers/recipients/${recipientOf[b]}${part}`) }),
    }),
  ),
  {
    name: 'GET bankTransfers/recipients/{id}/intakeStatus',
    route: 'GET /bankTransfers/recipients/{id}/intakeStatus',
    kind: 'record',
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`bankTransfers/recipients/${recipientOf[b]}/intakeStatus`) }),
  },
  {
    name: 'PATCH bankTransfers/recipients/{id}',
    route: 'PATCH /bankTransfers/recipients/{id}',
    kind: 'record',
    permission: 'updateRecipient',
    ok: 200,
    writes: true,
    request: (b) => ({
      method: 'PATCH',
      url: url(`bankTransfers/recipients/${recipientOf[b]}`),
      payload: { phone: '2025550199' },
    }),
  },
  {
    name: 'POST bankTransfers/recipients/{id}/bankAccount',
    route: 'POST /bankTransfers/recipients/{id}/bankAccount',
    kind: 'record',
    permission: 'addBankDetails',
    ok: 201,
    writes: true,
    request: (b) => ({
      method: 'POST',
      url: url(`bankTransfers/recipients/${recipientOf[b]}/bankAccount`),
      payload: TABLE_BANK_ACCOUNT,
    }),
  },
  {
    name: 'POST bankTransfers/recipients/{id}/retryIntake (awaiting: a resend)',
    route: 'POST /bankTransfers/recipients/{id}/retryIntake',
    kind: 'record',
    permission: 'updateRecipient',
    ok: 200,
    writes: true,
    request: (b) => ({
      method: 'POST',
      url: url(`bankTransfers/recipients/${awaitingRecipientOf[b]}/retryIntake`),
    }),
  },
  {
    name: 'POST bankTransfers/recipients/{id}/plaidLinkToken',
    route: 'POST /bankTransfers/recipients/{id}/plaidLinkToken',
    kind: 'record',
    permission: 'addBankDetails',
    ok: 200,
    request: (b) => ({
      method: 'POST',
      url: url(`bankTransfers/recipients/${awaitingRecipientOf[b]}/plaidLinkToken`),
    }),
  },
  {
    name: 'POST bankTransfers/transfers',
    route: 'POST /bankTransfers/transfers',
    kind: 'businessAction',
    permission: 'sendBankPayment',
    ok: 201,
    writes: true,
    request: (b) => ({
      method: 'POST',
      url: url('bankTransfers/transfers'),
      headers: { 'idempotency-key': randomUUID() },
      payload: { businessId: businessOf[b], recipientId: recipientOf[b], amountCents: 1, speed: 'ach' },
    }),
  },
  ...(['approve', 'reject'] as const).map(
    (decision): Endpoint => ({
      name: `POST bankTransfers/transfers/{id}/${decision}`,
      route: `POST /bankTransfers/transfers/{id}/${decision}`,
      kind: 'record',
      permission: 'sendBankPayment',
      ok: 200,
      writes: true,
      // A transfer waiting for approval (the target's threshold set to 0, whatever the settings
      // rows left), made by someone outside the table, so no caller is its maker.
      before: async (b) => {
        await restoreSettings(b);
        const [settings] = await kit
          .db()
          .select()
          .from(businessSettings)
          .where(eq(businessSettings.businessId, businessOf[b]));
        const threshold = await t.as(adminOf(b), {
          method: 'PATCH',
          url: url(`businesses/${businessOf[b]}/settings`),
          headers: { 'if-match': settings!.updatedAt.toISOString() },
          payload: { transferApprovalThresholdCents: 0 },
        });
        expect(threshold.statusCode, threshold.body).toBe(200);
        const made = await kit.post(makerOf[b], url('bankTransfers/transfers'), {
          businessId: businessOf[b],
          recipientId: recipientOf[b],
          amountCents: 1,
          speed: 'ach',
        });
        expect(made.statusCode, made.body).toBe(201);
        pendingTransferOf[b] = made.json().transfer.id;
      },
      request: (b) => ({
        method: 'POST',
        url: url(`bankTransfers/transfers/${pendingTransferOf[b]}/${decision}`),
        ...(decision === 'reject' ? { payload: {} } : {}),
      }),
    }),
  ),
];
