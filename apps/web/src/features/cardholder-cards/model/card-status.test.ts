import { CARD_STATUSES, type CardForm, type CardStatus } from '@causeway/domain';
import { describe, expect, it } from 'vitest';
import { cardholderCardOptions, cardholderStatus } from './card-status.ts';

describe('cardholderStatus (cardholder spec §4: the status shown to the user)', () => {
  it.each([
    ['active', 'active'],
    ['locked', 'locked'],
    ['frozen', 'frozen'],
    ['closed', 'closed'],
    ['inactive', 'awaitingActivation'],
  ] as const)('%s is shown as %s', (status, shown) => {
    expect(cardholderStatus(status)).toBe(shown);
  });

  it('covers every card status', () => {
    for (const status of CARD_STATUSES) expect(cardholderStatus(status)).toBeTypeOf('string');
  });
});

describe('cardholderCardOptions', () => {
  // status, form, lock prompt, contact the organisation, activation, PIN page, card details page
  type Row = [CardStatus, CardForm, 'lock' | 'unlock' | null, boolean, string | null, boolean, boolean];
  const table: Row[] = [
    ['active', 'virtual', 'lock', false, null, false, true],
    ['active', 'physical', 'lock', false, null, true, false],
    ['locked', 'virtual', 'unlock', false, null, false, true],
    ['locked', 'physical', 'unlock', false, null, true, false],
    // Frozen or closed: a message to contact the organisation; no lock prompt, no PIN (spec §4).
    ['frozen', 'virtual', null, true, null, false, true],
    ['frozen', 'physical', null, true, null, false, false],
    ['closed', 'virtual', null, true, null, false, false],
    ['closed', 'physical', null, true, null, false, false],
    // Awaiting activation: a virtual card by its emailed link, a physical card by linking it.
    ['inactive', 'virtual', null, false, 'emailedLink', false, true],
    ['inactive', 'physical', null, false, 'linkCard', true, false],
  ];

  it.each(table)('%s %s card', (status, form, lockAction, contact, activation, setPin, cardDetails) => {
    expect(cardholderCardOptions({ status, form })).toEqual({
      status: cardholderStatus(status),
      lockAction,
      contactOrganisation: contact,
      activation,
      setPin,
      cardDetails,
    });
  });
});
