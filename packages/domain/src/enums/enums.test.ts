import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPES,
  ACTIVITY_EVENT_TYPES,
  APPLICATION_STATUSES,
  AUTOLOAD_FREQUENCIES,
  accountTypeSchema,
  BANK_ACCOUNT_VERIFICATION_STATUSES,
  BANK_VERIFICATION_FAILURE_REASONS,
  BUSINESS_TYPES,
  bankVerificationFailureReasonText,
  CARD_DISPLAY_STATUSES,
  COMMUNICATION_PREFERENCE_VALUES,
  CUSTOM_FIELD_DATA_TYPES,
  CUSTOM_FIELD_RESOURCE_TYPES,
  DEPOSIT_TYPES,
  NOTIFICATION_TYPES,
  OWNER_TITLES,
  PRODUCT_TYPES,
  productTypeSchema,
  RECIPIENT_INTAKE_STATUSES,
  RECIPIENT_TYPES,
  SCOPE_LEVELS,
  SHIPPING_METHODS,
  SHIPPING_TYPES,
  SPEC_ACTIVITY_EVENT_TYPES,
  SPEND_RULE_TYPES,
  TRANSFER_SPEEDS,
  TRANSFER_STATUSES,
  VIEW_TYPES,
} from './index.ts';

// Values copied from the specs' enumeration tables and lists.
const ENUMERATIONS: [string, readonly string[], string[]][] = [
  ['product types', PRODUCT_TYPES, ['cards', 'bank_transfers', 'on_demand_cards']],
  ['account types', ACCOUNT_TYPES, ['checking', 'savings']],
  ['bank account verification', BANK_ACCOUNT_VERIFICATION_STATUSES, ['pending', 'verified', 'failed']],
  ['transfer speeds', TRANSFER_SPEEDS, ['ach', 'sameday_ach', 'instant']],
  ['transfer statuses', TRANSFER_STATUSES, ['created', 'processing', 'completed', 'failed']],
  [
    'recipient intake statuses',
    RECIPIENT_INTAKE_STATUSES,
    ['awaiting_recipient', 'pending_verification', 'bank_account_verified', 'verification_failed'],
  ],
  ['recipient types', RECIPIENT_TYPES, ['person', 'business']],
  [
    'business types',
    BUSINESS_TYPES,
    ['CORPORATION', 'PARTNERSHIP', 'SOLE_PROPRIETORSHIP', 'NON_PROFIT', 'LLC'],
  ],
  ['owner titles', OWNER_TITLES, ['PRESIDENT', 'VICE_PRESIDENT', 'TREASURER', 'OWNER', 'CEO', 'CFO', 'COO']],
  ['shipping methods', SHIPPING_METHODS, ['USPS_GROUND', 'USPS_PRIORITY', 'UPS_NEXT_DAY', 'UPS_SECOND_DAY']],
  [
    'shipping types',
    SHIPPING_TYPES,
    ['USPS_GROUND', 'USPS_PRIORITY', 'USPS_EXPRESS', 'UPS_GROUND', 'UPS_SECOND_DAY', 'UPS_NEXT_DAY'],
  ],
  ['spend rule types', SPEND_RULE_TYPES, ['velocity', 'merchant_allow', 'merchant_block']],
  ['scope levels', SCOPE_LEVELS, ['normal', 'super', 'program']],
  ['view types', VIEW_TYPES, ['normal', 'singleProgram', 'multiProgram']],
  ['communication preferences', COMMUNICATION_PREFERENCE_VALUES, ['email', 'none']],
  ['notification types', NOTIFICATION_TYPES, ['recent_transactions', 'card_declines', 'card_loads']],
  [
    'application statuses',
    APPLICATION_STATUSES,
    [
      'business_info',
      'authorized_person',
      'submit_application',
      'waiting_for_beneficial_owners',
      'application_submitted',
      'active',
    ],
  ],
  ['deposit types', DEPOSIT_TYPES, ['ach', 'super_to_program', 'program_to_super', 'program_to_program']],
  ['autoload frequencies', AUTOLOAD_FREQUENCIES, ['daily', 'weekly', 'monthly', 'last_of_month']],
  [
    'custom field resource types',
    CUSTOM_FIELD_RESOURCE_TYPES,
    [
      'loads',
      'financial_account_load',
      'business_load_history',
      'funding_account_deposit',
      'bank_transfers',
      'business_bank_transfers',
    ],
  ],
  ['custom field data types', CUSTOM_FIELD_DATA_TYPES, ['dropdown', 'text']],
  ['card display statuses', CARD_DISPLAY_STATUSES, ['active', 'locked', 'frozen', 'closed']],
];

describe('enumerations', () => {
  it.each(ENUMERATIONS)('%s hold exactly the spec values', (_name, actual, expected) => {
    expect([...actual]).toEqual(expected);
  });

  it('activity event types hold all 38 events of business spec §3, without duplicates', () => {
    expect(SPEC_ACTIVITY_EVENT_TYPES).toHaveLength(38);
    expect(new Set(ACTIVITY_EVENT_TYPES).size).toBe(ACTIVITY_EVENT_TYPES.length);
    expect(SPEC_ACTIVITY_EVENT_TYPES).toContain('card_funds_withdrawn_to_funding_account');
    expect(SPEC_ACTIVITY_EVENT_TYPES.at(-1)).toBe('metadata_deleted');
    expect(ACTIVITY_EVENT_TYPES).toEqual([
      ...SPEC_ACTIVITY_EVENT_TYPES,
      'card_activated',
      'bank_transfer_approved',
      'bank_transfer_rejected',
      'bank_transfer_completed',
      'bank_transfer_failed',
      'bank_account_corrected',
      'recipient_hold_placed',
    ]);
  });

  it.each([
    ['cards', true],
    ['bank_transfers', true],
    ['Cards', false],
    ['', false],
  ])('productTypeSchema accepts %j: %s', (input, ok) => {
    expect(productTypeSchema.safeParse(input).success).toBe(ok);
  });

  it.each([
    ['checking', null],
    ['savings', null],
    ['money_market', 'Account type is invalid'],
    [undefined, 'Account type is invalid'],
  ])('accountTypeSchema %j → %j', (input, message) => {
    const result = accountTypeSchema.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});

describe('bank verification failure reasons', () => {
  it('lists the ten reasons of cardholder spec §8 in order', () => {
    expect(BANK_VERIFICATION_FAILURE_REASONS.map((reason) => reason.text)).toEqual([
      'Account blocked.',
      'Account closed.',
      'Owner deceased.',
      'Invalid account number.',
      'Invalid routing number.',
      'Erroneous data.',
      'Regulatory limits.',
      'Financial institution unavailable.',
      'Transfers unsupported.',
      'Unexpected verification error.',
    ]);
  });

  it('looks a text up by its code', () => {
    expect(bankVerificationFailureReasonText('owner_deceased')).toBe('Owner deceased.');
  });
});
