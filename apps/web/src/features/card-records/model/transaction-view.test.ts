import { describe, expect, it } from 'vitest';
import type { Transaction } from '../api/get-card-transactions.ts';
import { groupTransactions, transactionRow, transactionSection } from './transaction-view.ts';

function transaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    cardId: '00000000-0000-4000-8000-000000000002',
    businessId: '00000000-0000-4000-8000-000000000003',
    kind: 'authorization',
    parentId: null,
    transactionEventStatus: 'approved',
    requestedAmount: { value: 2_500 },
    approvedAmount: { value: 2_000 },
    refundedAmount: { value: 0 },
    displayAmountCents: -2_000,
    declineReason: null,
    declineReasonText: null,
    merchant: { name: 'Corner Grocery', mcc: '5411', category: 'Grocery Stores', country: 'US' },
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

describe('transaction sections', () => {
  it('lists authorised purchases as pending and posted ones as cleared', () => {
    expect(transactionSection('approved')).toBe('pending');
    expect(transactionSection('cleared')).toBe('cleared');
    expect(transactionSection('refunded')).toBe('cleared');
    expect(transactionSection('declined')).toBe('notCompleted');
    expect(transactionSection('reversed')).toBe('notCompleted');
  });

  it('groups the loaded transactions, keeping their order', () => {
    const a = transaction({ id: 'a', transactionEventStatus: 'approved' });
    const b = transaction({ id: 'b', transactionEventStatus: 'cleared' });
    const c = transaction({ id: 'c', transactionEventStatus: 'declined' });
    const d = transaction({ id: 'd', transactionEventStatus: 'approved' });
    const groups = groupTransactions([a, b, c, d]);
    expect(groups.pending.map((row) => row.id)).toEqual(['a', 'd']);
    expect(groups.cleared.map((row) => row.id)).toEqual(['b']);
    expect(groups.notCompleted.map((row) => row.id)).toEqual(['c']);
  });
});

describe('transaction rows', () => {
  it('shows a purchase as a negative approved amount with its merchant', () => {
    const row = transactionRow(transaction(), false);
    expect(row.amountCents).toBe(-2_000);
    expect(row.merchantName).toBe('Corner Grocery');
    expect(row.merchantCategory).toBe('Grocery Stores');
    expect(row.merchantHidden).toBe(false);
    expect(row.decline).toBeNull();
  });

  it('shows a decline as the negative requested amount with the spec reason text', () => {
    const velocity = transactionRow(
      transaction({
        transactionEventStatus: 'declined',
        declineReason: 'VELOCITY_DECLINE',
        approvedAmount: { value: 0 },
      }),
      false,
    );
    expect(velocity.amountCents).toBe(-2_500);
    expect(velocity.decline).toEqual({ reason: 'VELOCITY_DECLINE', text: 'Velocity Limit Exceeded' });
    const merchant = transactionRow(
      transaction({ transactionEventStatus: 'declined', declineReason: 'MERCHANT_DECLINE' }),
      false,
    );
    expect(merchant.decline?.text).toBe('Invalid Merchant');
    const funds = transactionRow(
      transaction({ transactionEventStatus: 'declined', declineReason: 'INSUFFICIENT_FUNDS' }),
      false,
    );
    expect(funds.decline?.text).toBe('Insufficient Funds');
    const empty = transactionRow(
      transaction({ transactionEventStatus: 'declined', declineReason: null }),
      false,
    );
    expect(empty.decline).toEqual({ reason: null, text: 'Declined' });
  });

  it('shows a refund as a positive approved amount', () => {
    const row = transactionRow(transaction({ kind: 'refund', transactionEventStatus: 'refunded' }), false);
    expect(row.amountCents).toBe(2_000);
  });

  it('never shows merchant data the business hides, and copes with null fields', () => {
    const hidden = transactionRow(
      transaction({ merchant: { name: null, mcc: null, category: null, country: null } }),
      true,
    );
    expect(hidden.merchantHidden).toBe(true);
    expect(hidden.merchantName).toBeNull();
    expect(hidden.merchantCategory).toBeNull();
    // The flag alone hides whatever a stale answer still carries.
    const flagged = transactionRow(transaction(), true);
    expect(flagged.merchantName).toBeNull();
    // Null fields without the flag read as hidden too, rather than crashing or showing blanks.
    const nulls = transactionRow(
      transaction({ merchant: { name: null, mcc: null, category: null, country: null } }),
      false,
    );
    expect(nulls.merchantHidden).toBe(true);
  });
});
