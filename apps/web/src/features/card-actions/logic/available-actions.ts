import type { CardSummary } from '@causeway/contracts';
import {
  CARD_TRANSITIONS,
  type CardTransitionName,
  canAct,
  canSetPin,
  cardTransition,
  type Permission,
  type PermissionContext,
} from '@causeway/domain';

/**
 * Everything the card page offers to do with one card: the status changes of the domain's
 * transition table, and the PIN, reissue, resend and reassociate actions around it.
 */
export const CARD_PAGE_ACTIONS = [
  'activate',
  'lock',
  'unlock',
  'freeze',
  'unfreeze',
  'close',
  'setPin',
  'reissueVirtual',
  'reissuePhysical',
  'resendVirtual',
  'reassociate',
] as const;
export type CardPageAction = (typeof CARD_PAGE_ACTIONS)[number];

type ActionCard = Pick<CardSummary, 'businessId' | 'form' | 'status'>;

type ActionRule = { permission: Permission; applies: (card: ActionCard) => boolean };

const statusChange = (action: CardTransitionName): ActionRule => ({
  permission: CARD_TRANSITIONS[action].permission,
  applies: (card) => cardTransition(card.status, action).allowed,
});

const open = (card: ActionCard) => card.status !== 'closed';

/**
 * Who may do what, and in which state of the card. The permissions follow the API's routes
 * (reassociate needs orderCard, docs/decisions.md); reissue and resend of a virtual card, and
 * reassociation, are refused by the API for a closed card, so they are not offered for one.
 */
const RULES: Record<CardPageAction, ActionRule> = {
  // For a person who never signs in to link the card that reached them (a virtual card is active).
  activate: {
    permission: CARD_TRANSITIONS.activate.permission,
    applies: (card) => card.form === 'physical' && cardTransition(card.status, 'activate').allowed,
  },
  lock: statusChange('lock'),
  unlock: statusChange('unlock'),
  freeze: statusChange('freeze'),
  unfreeze: statusChange('unfreeze'),
  close: statusChange('close'),
  setPin: { permission: 'setPin', applies: (card) => canSetPin(card.status) },
  reissueVirtual: { permission: 'replaceCard', applies: (card) => card.form === 'virtual' && open(card) },
  reissuePhysical: { permission: 'replaceCard', applies: (card) => card.form === 'physical' && open(card) },
  resendVirtual: {
    permission: 'resendVirtualCard',
    applies: (card) => card.form === 'virtual' && open(card),
  },
  reassociate: { permission: 'orderCard', applies: open },
};

/** The actions allowed both by the signed-in user's role (for the card's business) and by the card's status. */
export function availableCardActions(context: PermissionContext, card: ActionCard): CardPageAction[] {
  return CARD_PAGE_ACTIONS.filter((action) => {
    const rule = RULES[action];
    return canAct(context, rule.permission, card.businessId) && rule.applies(card);
  });
}

/**
 * Activate, lock and unlock are the everyday actions (shown as buttons); the rest go into the
 * "More actions" menu.
 */
export const PRIMARY_CARD_ACTIONS: readonly CardPageAction[] = ['activate', 'lock', 'unlock'];

export function splitCardActions(actions: readonly CardPageAction[]) {
  return {
    primary: actions.filter((action) => PRIMARY_CARD_ACTIONS.includes(action)),
    more: actions.filter((action) => !PRIMARY_CARD_ACTIONS.includes(action)),
  };
}
