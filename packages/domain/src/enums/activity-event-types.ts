import { z } from 'zod';

// Every activity event of business spec §3, in the documented order.
export const SPEC_ACTIVITY_EVENT_TYPES = [
  'card_locked',
  'card_unlocked',
  'card_frozen',
  'card_unfrozen',
  'card_reassociated',
  'card_reissued',
  'card_closed',
  'virtual_card_activated',
  'virtual_card_resent',
  'card_pin_set',
  'card_merchant_rule_added',
  'card_merchant_rule_removed',
  'card_tag_added',
  'card_tag_removed',
  'card_funds_loaded',
  'card_funds_transferred',
  'card_funds_withdrawn_to_funding_account',
  'card_order_placed',
  'card_spend_rule_added',
  'card_spend_rule_removed',
  'user_added',
  'user_removed',
  'user_updated',
  'business_settings_created',
  'business_settings_updated',
  'recipient_created',
  'recipient_updated',
  'recipient_intake_email_sent',
  'recipient_intake_email_resent',
  'bank_account_added',
  'bank_account_deleted',
  'bank_transfer_initiated',
  'bank_account_submitted_for_verification',
  'bank_account_verified',
  'bank_account_verification_failed',
  'metadata_added',
  'metadata_updated',
  'metadata_deleted',
] as const;

// Events of our own: the spec names only a virtual card's activation; staff activate physical ones.
// A transfer's approval and outcome, a bank's correction (NOC) and a return's hold on a recipient
// are recorded beside the spec's bank-transfer events (issue 10).
export const OWN_ACTIVITY_EVENT_TYPES = [
  'card_activated',
  'bank_transfer_approved',
  'bank_transfer_rejected',
  'bank_transfer_completed',
  'bank_transfer_failed',
  'bank_account_corrected',
  'recipient_hold_placed',
] as const;

export const ACTIVITY_EVENT_TYPES = [...SPEC_ACTIVITY_EVENT_TYPES, ...OWN_ACTIVITY_EVENT_TYPES] as const;
export type ActivityEventType = (typeof ACTIVITY_EVENT_TYPES)[number];
export const activityEventTypeSchema = z.enum(ACTIVITY_EVENT_TYPES);
