import { randomUUID } from 'node:crypto';
import type { Role } from '@causeway/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../src/db/schema/index.ts';
import { moneyKit } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createUser } from '../tenancy/fixtures.ts';
import { networkKit } from './support.ts';

// hideTransactionData (business spec §6): only for the businesses HIDE_TRANSACTION_DATA_BUSINESS_IDS
// names, and only for callers whose role grants it (ch_card_manager; admin holds every permission).
const HIDDEN_ORG_ID = randomUUID();

type Tenant = { organizationId: string; programId: string; users: Record<string, string>; cardId: string };

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let net: ReturnType<typeof networkKit>;
let hidden: Tenant;
let open: Tenant;

async function tenant(organizationId: string): Promise<Tenant> {
  await kit
    .db()
    .insert(businesses)
    .values({ id: organizationId, name: `Org ${organizationId.slice(0, 6)}` });
  const program = await kit.newProgram(organizationId);
  const users: Record<string, string> = {};
  const roles: [string, Role][] = [
    ['admin', 'admin'],
    ['manager', 'ch_card_manager'],
    ['viewer', 'viewer'],
  ];
  for (const [key, role] of roles) {
    users[key] = (await createUser(kit.db(), { businessId: organizationId, role, scope: 'super' })).id;
  }
  await kit.achDeposit(program.id, 100_000);
  const [card] = await kit.issueCards(users.admin!, program.id, [
    { firstName: 'Hana', lastName: 'Ali', email: `hana-${randomUUID().slice(0, 8)}@example.net` },
  ]);
  await kit.load(users.admin!, program.id, [{ cardId: card!.id, amountCents: 10_000 }]);
  const approved = await net.authorize(card!.id, {
    amountCents: 2_500,
    merchantName: 'Harbor Pharmacy',
    mcc: '5912',
    merchantCategory: 'Drug Stores and Pharmacies',
    country: 'US',
  });
  await net.clear(approved.id);
  await net.authorize(card!.id, { amountCents: 1_200 });
  await net.expectDecline(card!.id, { amountCents: 50_000 }, 'INSUFFICIENT_FUNDS');
  return { organizationId, programId: program.id, users, cardId: card!.id };
}

beforeAll(async () => {
  t = await createTestApp({ HIDE_TRANSACTION_DATA_BUSINESS_IDS: `${HIDDEN_ORG_ID},${randomUUID()}` });
  kit = moneyKit(t);
  net = networkKit(t);
  hidden = await tenant(HIDDEN_ORG_ID);
  open = await tenant(randomUUID());
});
afterAll(() => t?.close());

type Transaction = {
  merchant: Record<string, string | null>;
  transactionEventStatus: string;
  requestedAmount: { value: number };
  approvedAmount: { value: number };
  displayAmountCents: number;
  createdAt: string;
};
type Listing = { transactions: Transaction[]; transactionDataHidden: boolean };

const urls = (tenantOf: Tenant) => [
  `/api/businesses/${tenantOf.organizationId}/transactions`,
  `/api/businesses/${tenantOf.programId}/transactions`,
  `/api/cards/${tenantOf.cardId}/transactions`,
];
async function list(userId: string, url: string): Promise<Listing> {
  const response = await kit.get(userId, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const NO_MERCHANT = { name: null, mcc: null, category: null, country: null };

describe('hideTransactionData on transaction lists', () => {
  it('hides merchant name, MCC, category and country from a ch_card_manager of a configured business', async () => {
    for (const url of urls(hidden)) {
      const listing = await list(hidden.users.manager!, url);
      expect(listing.transactionDataHidden).toBe(true);
      expect(listing.transactions).toHaveLength(3);
      for (const transaction of listing.transactions) expect(transaction.merchant).toEqual(NO_MERCHANT);
      // Amounts, dates and statuses stay.
      expect(
        listing.transactions.map((row) => [
          row.transactionEventStatus,
          row.requestedAmount.value,
          row.approvedAmount.value,
        ]),
      ).toEqual([
        ['declined', 50_000, 0],
        ['approved', 1_200, 1_200],
        ['cleared', 2_500, 2_500],
      ]);
      expect(listing.transactions.map((row) => row.displayAmountCents)).toEqual([-50_000, -1_200, -2_500]);
      for (const row of listing.transactions) expect(Date.parse(row.createdAt)).not.toBeNaN();
    }
  });

  it('shows full rows to the same role in a business that is not configured', async () => {
    for (const url of urls(open)) {
      const listing = await list(open.users.manager!, url);
      expect(listing.transactionDataHidden).toBe(false);
      expect(listing.transactions.at(-1)?.merchant).toEqual({
        name: 'Harbor Pharmacy',
        mcc: '5912',
        category: 'Drug Stores and Pharmacies',
        country: 'US',
      });
    }
  });

  it('shows full rows to a viewer of the configured business (the role does not grant it)', async () => {
    for (const url of urls(hidden)) {
      const listing = await list(hidden.users.viewer!, url);
      expect(listing.transactionDataHidden).toBe(false);
      expect(listing.transactions.at(-1)?.merchant.name).toBe('Harbor Pharmacy');
    }
  });

  it('hides them from an admin of the configured business too: admin holds every permission', async () => {
    for (const url of urls(hidden)) {
      const listing = await list(hidden.users.admin!, url);
      expect(listing.transactionDataHidden).toBe(true);
      for (const transaction of listing.transactions) expect(transaction.merchant).toEqual(NO_MERCHANT);
    }
    const openAdmin = await list(open.users.admin!, `/api/cards/${open.cardId}/transactions`);
    expect(openAdmin.transactionDataHidden).toBe(false);
  });

  it('keeps filters and tenancy as they were', async () => {
    const declined = await list(
      hidden.users.manager!,
      `/api/businesses/${hidden.programId}/transactions?status=declined`,
    );
    expect(declined).toMatchObject({
      transactionDataHidden: true,
      transactions: [{ merchant: NO_MERCHANT }],
    });
    expect((await kit.get(open.users.manager!, `/api/cards/${hidden.cardId}/transactions`)).statusCode).toBe(
      404,
    );
    expect(
      (await kit.get(hidden.users.manager!, `/api/businesses/${open.organizationId}/transactions`))
        .statusCode,
    ).toBe(404);
  });
});
