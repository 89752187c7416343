import { describe, expect, it } from 'vitest';
import {
  CARD_STATUSES,
  CARD_TRANSITION_NAMES,
  CARD_TRANSITIONS,
  type CardStatus,
  type CardTransitionName,
  canSetPin,
  cardTransition,
} from './card-transitions.ts';

// Every (status, action) pair: the status it leads to, or null when the action is refused.
// biome-ignore format: one row per status reads as a table
const TABLE: Record<CardStatus, Record<CardTransitionName, CardStatus | null>> = {
  inactive: { lock: null,     unlock: null,     freeze: null,     unfreeze: null,     close: 'closed', activate: 'active' },
  active:   { lock: 'locked', unlock: null,     freeze: 'frozen', unfreeze: null,     close: 'closed', activate: null },
  locked:   { lock: null,     unlock: 'active', freeze: 'frozen', unfreeze: null,     close: 'closed', activate: null },
  frozen:   { lock: null,     unlock: null,     freeze: null,     unfreeze: 'active', close: 'closed', activate: null },
  closed:   { lock: null,     unlock: null,     freeze: null,     unfreeze: null,     close: null,     activate: null },
};

const rows = CARD_STATUSES.flatMap((status) =>
  CARD_TRANSITION_NAMES.map((action) => ({ status, action, to: TABLE[status][action] })),
);

describe('cardTransition', () => {
  it.each(rows)('$action on a $status card → $to', ({ status, action, to }) => {
    const result = cardTransition(status, action);
    if (to === null) {
      expect(result.allowed).toBe(false);
      expect(result).toMatchObject({ message: expect.stringContaining('cannot be') });
    } else {
      expect(result).toEqual({ allowed: true, to });
    }
  });

  it('explains a refusal in words', () => {
    expect(cardTransition('closed', 'unlock')).toEqual({
      allowed: false,
      message: 'This card is closed, so it cannot be unlocked. Only a card that is locked can be.',
    });
    expect(cardTransition('inactive', 'lock')).toMatchObject({
      message: expect.stringContaining('awaiting activation'),
    });
    expect(cardTransition('active', 'activate')).toEqual({
      allowed: false,
      message:
        'This card is active, so it cannot be activated. Only a card that is awaiting activation can be.',
    });
  });

  it.each([
    ['lock', 'lockCard', 'card_locked'],
    ['unlock', 'lockCard', 'card_unlocked'],
    ['freeze', 'freezeCard', 'card_frozen'],
    ['unfreeze', 'freezeCard', 'card_unfrozen'],
    ['close', 'closeCard', 'card_closed'],
    ['activate', 'orderCard', 'card_activated'],
  ] as const)('%s needs %s and records %s', (action, permission, event) => {
    expect(CARD_TRANSITIONS[action]).toMatchObject({ permission, event });
  });
});

describe('canSetPin', () => {
  it.each([
    ['inactive', true],
    ['active', true],
    ['locked', true],
    ['frozen', false],
    ['closed', false],
  ] as const)('%s → %s', (status, allowed) => {
    expect(canSetPin(status)).toBe(allowed);
  });
});
