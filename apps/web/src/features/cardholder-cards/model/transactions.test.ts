import { describe, expect, it } from 'vitest';
import {
  groupTransactions,
  type Transaction,
  type TransactionStatus,
  transactionRow,
  transactionSection,
} from './transactions.ts';

function transaction(
  id: string,
  status: TransactionStatus,
  amounts: { requested?: number; approved?: number } = {},
  declineReason: Transaction['declineReason'] = null,
): Transaction {
  return {
    id,
    cardId: '00000000-0000-4000-8000-000000000001',
    businessId: '00000000-0000-4000-8000-000000000002',
    kind: status === 'refunded' ? 'refund' : 'authorization',
    parentId: null,
    transactionEventStatus: status,
    requestedAmount: { value: amounts.requested ?? 0 },
    approvedAmount: { value: amounts.approved ?? 0 },
    refundedAmount: { value: 0 },
    displayAmountCents: 0,
    declineReason,
    declineReasonText: null,
    merchant: { name: 'Corner Market', mcc: '5411', category: 'Grocery', country: 'US' },
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
  };
}

describe('transactionSection (spec §2 sections for pending and cleared purchases, §4 states)', () => {
  it.each([
    ['approved', 'pending'],
    ['cleared', 'cleared'],
    ['refunded', 'cleared'],
    ['declined', 'notCompleted'],
    ['reversed', 'notCompleted'],
  ] as const)('%s is listed under %s', (status, section) => {
    expect(transactionSection(status)).toBe(section);
  });
});

describe('groupTransactions', () => {
  it('sorts each transaction into its section and keeps the API order (newest first) within it', () => {
    const list = [
      transaction('a', 'approved'),
      transaction('b', 'cleared'),
      transaction('c', 'declined'),
      transaction('d', 'approved'),
      transaction('e', 'refunded'),
      transaction('f', 'reversed'),
    ];
    const groups = groupTransactions(list);
    expect(groups.pending.map((t) => t.id)).toEqual(['a', 'd']);
    expect(groups.cleared.map((t) => t.id)).toEqual(['b', 'e']);
    expect(groups.notCompleted.map((t) => t.id)).toEqual(['c', 'f']);
  });

  it('answers empty sections for no transactions', () => {
    expect(groupTransactions([])).toEqual({ pending: [], cleared: [], notCompleted: [] });
  });
});

describe('transactionRow amounts (spec §4 "Transaction display")', () => {
  it.each([
    // status, requested, approved, shown, moved money
    ['declined', 2_500, 0, -2_500, false],
    ['refunded', 0, 1_200, 1_200, true],
    ['approved', 3_000, 3_000, -3_000, true],
    ['cleared', 3_000, 2_800, -2_800, true],
    ['reversed', 3_000, 3_000, -3_000, false],
  ] as const)('%s (requested %i, approved %i) shows %i', (status, requested, approved, shown, moved) => {
    const row = transactionRow(transaction('x', status, { requested, approved }));
    expect(row.amountCents).toBe(shown);
    expect(row.movedMoney).toBe(moved);
  });

  it('a declined purchase carries its reason and the advice for it', () => {
    const row = transactionRow(transaction('x', 'declined', { requested: 900 }, 'INSUFFICIENT_FUNDS'));
    expect(row.decline).toEqual({ label: { key: 'INSUFFICIENT_FUNDS' }, advice: 'checkBalance' });
  });

  it('a declined purchase without a reason reads Declined and advises contacting the organisation', () => {
    const row = transactionRow(transaction('x', 'declined', { requested: 900 }));
    expect(row.decline).toEqual({ label: { key: 'none' }, advice: 'contactOrganisation' });
  });

  it('only declined purchases carry a decline', () => {
    expect(transactionRow(transaction('x', 'cleared', { approved: 100 })).decline).toBeNull();
  });
});
