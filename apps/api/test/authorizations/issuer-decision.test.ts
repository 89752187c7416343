import { describe, expect, it } from 'vitest';
import { decideAuthorization } from '../../src/modules/authorizations/issuer-decision.ts';

describe('decideAuthorization', () => {
  it.each([
    ['active, funded', 'active', 1_000, 1_000, null, null],
    ['active, one cent short', 'active', 999, 1_000, null, 'INSUFFICIENT_FUNDS'],
    ['inactive', 'inactive', 5_000, 1, null, 'CARD_INACTIVE'],
    ['locked', 'locked', 5_000, 1, null, 'CARD_LOCKED'],
    ['frozen', 'frozen', 5_000, 1, null, 'CARD_FROZEN'],
    ['closed', 'closed', 5_000, 1, null, 'CARD_CLOSED'],
    ['an unknown status', 'lost', 5_000, 1, null, 'CARD_INACTIVE'],
    ['a status before a rule', 'locked', 5_000, 1, 'MERCHANT_DECLINE', 'CARD_LOCKED'],
    ['a merchant rule', 'active', 5_000, 1, 'MERCHANT_DECLINE', 'MERCHANT_DECLINE'],
    ['a rule before the funds', 'active', 0, 1, 'VELOCITY_DECLINE', 'VELOCITY_DECLINE'],
  ] as const)('%s', (_name, status, availableCents, amountCents, ruleDecline, reason) => {
    expect(decideAuthorization({ status, availableCents, amountCents, ruleDecline })).toEqual(
      reason === null ? { approved: true } : { approved: false, reason },
    );
  });
});
