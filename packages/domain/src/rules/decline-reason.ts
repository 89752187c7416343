// Reason codes the issuer records on a declined authorisation.
export const DECLINE_REASONS = [
  'MERCHANT_DECLINE',
  'VELOCITY_DECLINE',
  'CARD_LOCKED',
  'CARD_FROZEN',
  'CARD_CLOSED',
  'CARD_INACTIVE',
  'INSUFFICIENT_FUNDS',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

// The authorisation status for which an empty reason still means the merchant was refused.
export const CA_DECLINED_STATUS = 'CA_DECLINED';

// Spec §4 "Decline reason display".
export function declineReasonText(reason: string | null | undefined, status?: string): string {
  const words = (reason ?? '').split(/[\s_-]+/).filter((word) => word !== '');
  if (words.length === 0) return status === CA_DECLINED_STATUS ? 'Invalid Merchant' : 'Declined';
  // Codes are compared case-insensitively so merchant_decline and MERCHANT-DECLINE read alike.
  const code = words.join('_').toUpperCase();
  if (code === 'MERCHANT_DECLINE') return 'Invalid Merchant';
  if (code === 'VELOCITY_DECLINE') return 'Velocity Limit Exceeded';
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join(' ');
}
