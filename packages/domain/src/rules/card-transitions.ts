import type { ActivityEventType } from '../enums/activity-event-types.ts';
import type { Permission } from '../permissions/permission-names.ts';

// The card status model (issue 5 item 2). inactive: awaiting activation; locked: by the cardholder
// or staff, reversible; frozen: by the organisation, reversible only with freezeCard; closed: final.
export const CARD_STATUSES = ['inactive', 'active', 'locked', 'frozen', 'closed'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

export const CARD_ACTIONS = ['lock', 'unlock', 'freeze', 'unfreeze', 'close'] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

/**
 * Every transition of the table: the status actions above, and staff activation of a physical
 * card (inactive → active), which is no action of the card page's status menu.
 */
export const CARD_TRANSITION_NAMES = [...CARD_ACTIONS, 'activate'] as const;
export type CardTransitionName = (typeof CARD_TRANSITION_NAMES)[number];

type Transition = {
  permission: Permission;
  event: ActivityEventType;
  from: readonly CardStatus[];
  to: CardStatus;
};

/**
 * Which statuses each action leaves from and where it lands. Freezing is the organisation's stop and
 * reaches over a cardholder's lock; an inactive card is frozen or closed but never locked (it cannot
 * transact yet). Unfreezing returns the card to active.
 */
export const CARD_TRANSITIONS: Record<CardTransitionName, Transition> = {
  lock: { permission: 'lockCard', event: 'card_locked', from: ['active'], to: 'locked' },
  unlock: { permission: 'lockCard', event: 'card_unlocked', from: ['locked'], to: 'active' },
  freeze: { permission: 'freezeCard', event: 'card_frozen', from: ['active', 'locked'], to: 'frozen' },
  unfreeze: { permission: 'freezeCard', event: 'card_unfrozen', from: ['frozen'], to: 'active' },
  close: {
    permission: 'closeCard',
    event: 'card_closed',
    from: ['inactive', 'active', 'locked', 'frozen'],
    to: 'closed',
  },
  // The spec's event list (business spec §3) has one activation event; docs/decisions.md
  // "Cardholder-side card API".
  activate: { permission: 'orderCard', event: 'card_activated', from: ['inactive'], to: 'active' },
};

/** Statuses in which a PIN may be set (cardholder spec §4: not for frozen or closed cards). */
export const PIN_SETTABLE_STATUSES: readonly CardStatus[] = ['inactive', 'active', 'locked'];

const STATUS_WORDS: Record<CardStatus, string> = {
  inactive: 'awaiting activation',
  active: 'active',
  locked: 'locked',
  frozen: 'frozen',
  closed: 'closed',
};

export type TransitionResult = { allowed: true; to: CardStatus } | { allowed: false; message: string };

/** The pure decision: may `action` be applied to a card in `status`, and what status follows. */
export function cardTransition(status: CardStatus, action: CardTransitionName): TransitionResult {
  const transition = CARD_TRANSITIONS[action];
  if (transition.from.includes(status)) return { allowed: true, to: transition.to };
  const allowedFrom = transition.from.map((from) => STATUS_WORDS[from]).join(' or ');
  return {
    allowed: false,
    message: `This card is ${STATUS_WORDS[status]}, so it cannot be ${pastParticiple(action)}. Only a card that is ${allowedFrom} can be.`,
  };
}

function pastParticiple(action: CardTransitionName) {
  if (action === 'freeze') return 'frozen';
  return action.endsWith('e') ? `${action}d` : `${action}ed`;
}

export const canSetPin = (status: CardStatus) => PIN_SETTABLE_STATUSES.includes(status);
