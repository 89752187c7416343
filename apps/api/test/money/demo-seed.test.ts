import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { moneyKit, walkPages } from './support.ts';

// The demo organisation is seeded with money (seed/demo-money.ts): a $100,000 ACH deposit into the
// organisation, $25,000 moved to the cards program, $10,000 to the payouts program, and one virtual
// card for the demo cardholder loaded with $350.
let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
});
afterAll(() => t?.close());

type Deposit = {
  id: string;
  type: string;
  amountCents: number;
  counterparty: { name: string };
  memo: string;
};

describe('the demo organisation’s money', () => {
  it('holds $65,000 in the organisation, $24,650 in the cards program and $10,000 in payouts', async () => {
    const response = await kit.get(
      kit.user('admin'),
      `/api/businesses/${t.demo.organizationId}/fundingAccounts`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const byName = Object.fromEntries(
      response
        .json()
        .fundingAccounts.map((account: { name: string; balance: { balanceCents: number } }) => [
          account.name,
          account.balance.balanceCents,
        ]),
    );
    expect(byName).toEqual({
      'Demo Relief Org': 6_500_000,
      'Resettlement Cards': 2_465_000,
      'Family Payouts': 1_000_000,
    });
  });

  it('has one virtual card for cardholder@example.org holding $350', async () => {
    const response = await kit.get(kit.user('admin'), `/api/cards/business/${t.demo.cardsProgramId}/cards`);
    expect(response.statusCode, response.body).toBe(200);
    const cards = response.json().cards;
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      businessId: t.demo.cardsProgramId,
      form: 'virtual',
      status: 'active',
      cardholder: { firstName: 'Jamal', lastName: 'Rahimi', email: 'cardholder@example.org' },
      balance: { balanceCents: 35_000, heldCents: 0, availableCents: 35_000 },
    });
  });

  it('lists the opening deposit and both programme budgets, one page at a time, each once', async () => {
    const all = await walkPages<Deposit>(async (cursor) => {
      const query = `limit=1${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await kit.get(
        kit.user('admin'),
        `/api/businesses/${t.demo.organizationId}/fundingAccountDeposits?${query}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return { items: response.json().deposits, nextCursor: response.json().page.nextCursor };
    });
    expect(
      all.map((deposit) => [deposit.type, deposit.amountCents, deposit.counterparty.name]).sort(),
    ).toEqual([
      ['ach', 10_000_000, 'ACH deposit'],
      ['super_to_program', -1_000_000, 'Family Payouts'],
      ['super_to_program', -2_500_000, 'Resettlement Cards'],
    ]);
  });

  it('conserves money: funding and card accounts hold exactly the $100,000 deposited', async () => {
    expect(await kit.expectConserved(t.demo.organizationId)).toBe(10_000_000);
  });
});
