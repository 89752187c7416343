import { describe, expect, it } from 'vitest';
import {
  PLAYED_PURCHASES_MAX,
  type PlayedPurchase,
  purchaseActions,
  type SandboxTransaction,
  withPlayed,
  withRefund,
  withSettled,
} from './played-purchases.ts';
import { readPlayedPurchases, writePlayedPurchases } from './played-purchases-storage.ts';

const transaction = (overrides: Partial<SandboxTransaction> = {}): SandboxTransaction => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  cardId: 'c0000000-0000-4000-8000-000000000001',
  businessId: 'b0000000-0000-4000-8000-000000000001',
  kind: 'authorization',
  parentId: null,
  transactionEventStatus: 'approved',
  requestedAmount: { value: 2_000 },
  approvedAmount: { value: 2_000 },
  refundedAmount: { value: 0 },
  displayAmountCents: -2_000,
  declineReason: null,
  declineReasonText: null,
  merchant: { name: 'Corner Market', mcc: '5411', category: 'Grocery', country: 'US' },
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});
const played = (overrides: Partial<SandboxTransaction> = {}): PlayedPurchase => ({
  transaction: transaction(overrides),
  cardLabel: { name: 'Ada Lovelace', last4: '4242' },
});

describe('what the network may still do with a purchase', () => {
  it('clears or reverses an approved purchase', () => {
    expect(purchaseActions(transaction())).toEqual({
      clear: true,
      reverse: true,
      refund: false,
      refundableCents: 0,
    });
  });

  it('refunds a cleared purchase until all of it came back', () => {
    const cleared = transaction({ transactionEventStatus: 'cleared', approvedAmount: { value: 1_500 } });
    expect(purchaseActions(cleared)).toEqual({
      clear: false,
      reverse: false,
      refund: true,
      refundableCents: 1_500,
    });
    const partly = { ...cleared, refundedAmount: { value: 1_000 } };
    expect(purchaseActions(partly).refundableCents).toBe(500);
    expect(purchaseActions({ ...cleared, refundedAmount: { value: 1_500 } }).refund).toBe(false);
  });

  it('does nothing more with a declined or reversed purchase', () => {
    for (const status of ['declined', 'reversed'] as const) {
      expect(purchaseActions(transaction({ transactionEventStatus: status }))).toEqual({
        clear: false,
        reverse: false,
        refund: false,
        refundableCents: 0,
      });
    }
  });
});

describe('the session list', () => {
  it('puts the newest purchase first and keeps the latest ones only', () => {
    let list: PlayedPurchase[] = [];
    for (let index = 0; index < PLAYED_PURCHASES_MAX + 5; index += 1) {
      list = withPlayed(list, played({ id: `a0000000-0000-4000-8000-${String(index).padStart(12, '0')}` }));
    }
    expect(list).toHaveLength(PLAYED_PURCHASES_MAX);
    expect(list[0]?.transaction.id.endsWith(String(PLAYED_PURCHASES_MAX + 4))).toBe(true);
  });

  it('replaces a purchase with its settled answer in place', () => {
    const first = played();
    const second = played({ id: 'a0000000-0000-4000-8000-000000000002' });
    const list = withPlayed(withPlayed([], first), second);
    const cleared = transaction({ transactionEventStatus: 'cleared', approvedAmount: { value: 1_800 } });
    const settled = withSettled(list, cleared);
    expect(settled.map((item) => item.transaction.transactionEventStatus)).toEqual(['approved', 'cleared']);
    expect(settled[1]?.transaction.approvedAmount.value).toBe(1_800);
    expect(settled[1]?.cardLabel).toEqual(first.cardLabel);
  });

  it('adds a refund to the purchase it refunds', () => {
    const list = [played({ transactionEventStatus: 'cleared', refundedAmount: { value: 300 } })];
    const refund = transaction({
      id: 'a0000000-0000-4000-8000-0000000000ff',
      kind: 'refund',
      parentId: list[0]!.transaction.id,
      transactionEventStatus: 'refunded',
      approvedAmount: { value: 700 },
    });
    expect(withRefund(list, refund)[0]?.transaction.refundedAmount.value).toBe(1_000);
    expect(withRefund(list, { ...refund, parentId: 'someone-else' })).toEqual(list);
  });
});

describe('keeping the list in the tab', () => {
  const memoryStorage = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    } as Storage;
  };

  it('reads back what it wrote, per business', () => {
    const storage = memoryStorage();
    writePlayedPurchases('b1', [played()], storage);
    expect(readPlayedPurchases('b1', storage)).toEqual([played()]);
    expect(readPlayedPurchases('b2', storage)).toEqual([]);
  });

  it('counts anything unreadable as no purchases', () => {
    const storage = memoryStorage();
    storage.setItem('causeway.sandbox.played.b1', '{not json');
    expect(readPlayedPurchases('b1', storage)).toEqual([]);
    storage.setItem('causeway.sandbox.played.b1', JSON.stringify([{ nope: true }, played()]));
    expect(readPlayedPurchases('b1', storage)).toEqual([played()]);
    expect(readPlayedPurchases('b1', undefined)).toEqual([]);
  });
});
