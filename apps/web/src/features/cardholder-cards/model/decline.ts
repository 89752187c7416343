import { DECLINE_REASONS, type DeclineReason, declineReasonText } from '@causeway/domain';

/**
 * What a person can try after a decline (beyond the spec, which shows the reason only). Reasons
 * that can hide fraud checks (a frozen or closed card) or that we do not know stay generic:
 * contact the organisation.
 */
export const DECLINE_ADVICE = [
  'unlockCard',
  'checkBalance',
  'merchantNotAllowed',
  'limitReached',
  'activateCard',
  'contactOrganisation',
] as const;
export type DeclineAdvice = (typeof DECLINE_ADVICE)[number];

const ADVICE_BY_REASON: Record<DeclineReason, DeclineAdvice> = {
  CARD_LOCKED: 'unlockCard',
  INSUFFICIENT_FUNDS: 'checkBalance',
  MERCHANT_DECLINE: 'merchantNotAllowed',
  VELOCITY_DECLINE: 'limitReached',
  CARD_INACTIVE: 'activateCard',
  CARD_FROZEN: 'contactOrganisation',
  CARD_CLOSED: 'contactOrganisation',
};

/** A reason code as the issuer may spell it (merchant_decline, MERCHANT-DECLINE), if we know it. */
export function knownDeclineReason(reason: string | null | undefined): DeclineReason | null {
  const code = (reason ?? '')
    .split(/[\s_-]+/)
    .filter((word) => word !== '')
    .join('_')
    .toUpperCase();
  return (DECLINE_REASONS as readonly string[]).includes(code) ? (code as DeclineReason) : null;
}

export function declineAdvice(reason: string | null | undefined): DeclineAdvice {
  const known = knownDeclineReason(reason);
  return known ? ADVICE_BY_REASON[known] : 'contactOrganisation';
}

/**
 * The decline reason to show (spec §4 "Decline reason display"): a known code by its translation
 * key (`reason`; `none` for an empty reason), an unknown one in the spec's title case (`text`).
 */
export type DeclineLabel = { key: DeclineReason | 'none' } | { text: string };

export function declineLabel(reason: string | null | undefined): DeclineLabel {
  if ((reason ?? '').trim() === '') return { key: 'none' };
  const known = knownDeclineReason(reason);
  return known ? { key: known } : { text: declineReasonText(reason) };
}
