import type { DeclineReason } from '@causeway/domain';

export type DecisionInput = {
  status: string;
  availableCents: number;
  amountCents: number;
  /** The first spend rule the purchase breaks, if any. */
  ruleDecline: DeclineReason | null;
};
export type Decision = { approved: true } | { approved: false; reason: DeclineReason };

const STATUS_DECLINES: Record<string, DeclineReason> = {
  inactive: 'CARD_INACTIVE',
  locked: 'CARD_LOCKED',
  frozen: 'CARD_FROZEN',
  closed: 'CARD_CLOSED',
};

/**
 * The issuer's answer to one authorization, pure. Checks run from the card to the purchase: a card
 * that is not active declines for its status, then the card's spend rules, then the funds.
 */
export function decideAuthorization(input: DecisionInput): Decision {
  if (input.status !== 'active') {
    return { approved: false, reason: STATUS_DECLINES[input.status] ?? 'CARD_INACTIVE' };
  }
  if (input.ruleDecline) return { approved: false, reason: input.ruleDecline };
  if (input.amountCents > input.availableCents) return { approved: false, reason: 'INSUFFICIENT_FUNDS' };
  return { approved: true };
}
