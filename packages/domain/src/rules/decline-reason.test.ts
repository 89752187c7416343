import { describe, expect, it } from 'vitest';
import { DECLINE_REASONS, declineReasonText } from './decline-reason.ts';

describe('declineReasonText (spec §4 "Decline reason display")', () => {
  it.each<[string | null | undefined, string | undefined, string]>([
    ['MERCHANT_DECLINE', undefined, 'Invalid Merchant'],
    ['merchant_decline', undefined, 'Invalid Merchant'],
    ['merchant-decline', 'CA_DECLINED', 'Invalid Merchant'],
    ['VELOCITY_DECLINE', undefined, 'Velocity Limit Exceeded'],
    ['velocity decline', undefined, 'Velocity Limit Exceeded'],
    [null, 'CA_DECLINED', 'Invalid Merchant'],
    [undefined, 'CA_DECLINED', 'Invalid Merchant'],
    ['', 'CA_DECLINED', 'Invalid Merchant'],
    ['   ', 'CA_DECLINED', 'Invalid Merchant'],
    ['', 'DECLINED', 'Declined'],
    [null, undefined, 'Declined'],
    ['_', undefined, 'Declined'],
    ['INSUFFICIENT_FUNDS', undefined, 'Insufficient Funds'],
    ['CARD_LOCKED', 'CA_DECLINED', 'Card Locked'],
    ['card-frozen', undefined, 'Card Frozen'],
    ['CARD_CLOSED', undefined, 'Card Closed'],
    ['CARD_INACTIVE', undefined, 'Card Inactive'],
    ['suspected fraud', undefined, 'Suspected Fraud'],
    ['EXPIRED__CARD', undefined, 'Expired Card'],
  ])('%j with status %j → %j', (reason, status, expected) => {
    expect(declineReasonText(reason, status)).toBe(expected);
  });

  it('recognises the issuer reason codes', () => {
    expect([...DECLINE_REASONS]).toEqual([
      'MERCHANT_DECLINE',
      'VELOCITY_DECLINE',
      'CARD_LOCKED',
      'CARD_FROZEN',
      'CARD_CLOSED',
      'CARD_INACTIVE',
      'INSUFFICIENT_FUNDS',
    ]);
  });
});
