import { DECLINE_REASONS, declineReasonText } from '@causeway/domain';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en.json';
import { declineAdvice, declineLabel, knownDeclineReason } from './decline.ts';

describe('declineLabel (cardholder spec §4 "Decline reason display")', () => {
  it.each([
    ['MERCHANT_DECLINE', { key: 'MERCHANT_DECLINE' }],
    ['merchant_decline', { key: 'MERCHANT_DECLINE' }],
    ['VELOCITY-DECLINE', { key: 'VELOCITY_DECLINE' }],
    ['INSUFFICIENT_FUNDS', { key: 'INSUFFICIENT_FUNDS' }],
    [null, { key: 'none' }],
    ['', { key: 'none' }],
    ['  ', { key: 'none' }],
    // A reason this build does not know: the spec's title case, in the issuer's words.
    ['DO_NOT_HONOR', { text: 'Do Not Honor' }],
  ] as const)('%j is shown as %j', (reason, label) => {
    expect(declineLabel(reason)).toEqual(label);
  });

  it.each(DECLINE_REASONS)('the English text for %s is the spec rule’s', (reason) => {
    expect(en.cardholderCards.declineReasons[reason]).toBe(declineReasonText(reason));
  });

  it('an empty reason reads Declined (the status is never CA_DECLINED on a card transaction)', () => {
    expect(en.cardholderCards.declineReasons.none).toBe(declineReasonText(null));
  });
});

describe('declineAdvice (what to try next)', () => {
  it.each([
    ['CARD_LOCKED', 'unlockCard'],
    ['INSUFFICIENT_FUNDS', 'checkBalance'],
    ['MERCHANT_DECLINE', 'merchantNotAllowed'],
    ['VELOCITY_DECLINE', 'limitReached'],
    ['CARD_INACTIVE', 'activateCard'],
    // Reasons that can stand for the organisation's fraud checks stay generic.
    ['CARD_FROZEN', 'contactOrganisation'],
    ['CARD_CLOSED', 'contactOrganisation'],
    [null, 'contactOrganisation'],
    ['', 'contactOrganisation'],
    ['SUSPECTED_FRAUD', 'contactOrganisation'],
    ['card locked', 'unlockCard'],
  ] as const)('%j → %s', (reason, advice) => {
    expect(declineAdvice(reason)).toBe(advice);
  });

  it('every known reason has advice worded in English', () => {
    for (const reason of DECLINE_REASONS) {
      expect(en.cardholderCards.declineAdvice[declineAdvice(reason)]).toBeTruthy();
    }
  });
});

describe('knownDeclineReason', () => {
  it.each([
    ['CARD_FROZEN', 'CARD_FROZEN'],
    ['card-frozen', 'CARD_FROZEN'],
    ['Card Frozen', 'CARD_FROZEN'],
    ['CARD', null],
    [undefined, null],
  ] as const)('%j → %j', (reason, known) => {
    expect(knownDeclineReason(reason)).toBe(known);
  });
});
