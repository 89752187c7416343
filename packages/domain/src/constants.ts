// Business constants of both specs (§9), with their units in their names. Money limits live in
// money.ts, the banner cut-off in rules/announcement-banner.ts, languages in languages.ts.

export const PLATFORM_NAME = 'Causeway';
// Cardholder spec §2: "the default title is the platform name".
export const DEFAULT_PAGE_TITLE = PLATFORM_NAME;

// Layout: the narrow layout (bottom bar) applies to viewports narrower than this; see isNarrowLayout.
export const NARROW_LAYOUT_MAX_WIDTH_PX = 1026;

export const TOAST_DURATION_MS = {
  webhooks: 2_000,
  authentication: 10_000,
  unexpected: 20_000,
} as const;

export const ROUTE_CHUNK_TIMEOUT_MS = 120_000;

// Time
export const DEFAULT_TIME_ZONE = 'America/New_York';
// Daily autoloads run at 3 A.M. in DEFAULT_TIME_ZONE.
export const DAILY_LOAD_HOUR_LOCAL = 3;
// 9:00 to 18:00 Eastern, Monday to Friday (ISO weekdays, Monday = 1); holidays are not modelled.
export const SUPPORT_HOURS = {
  timeZone: DEFAULT_TIME_ZONE,
  openHourLocal: 9,
  closeHourLocal: 18,
  weekdaysIso: [1, 2, 3, 4, 5],
} as const;

// Lengths of what people type
export const OTP_LENGTH = 6;
export const VERIFICATION_CODE_LENGTH = 6;
export const PIN_LENGTH = 4;
export const CARD_ID_LENGTH = 10;
export const CARD_LAST_DIGITS_LENGTH = 6;
export const PHONE_LENGTH = 10;
export const PASSWORD_LENGTH_MIN = 8;
// Not in the spec: a bound so a password hash cannot be made to work on megabytes.
export const PASSWORD_LENGTH_MAX = 128;
export const NAME_LENGTH_MAX = 255;
export const CITY_LENGTH_MAX = 255;
// Not in the spec: address lines share the 255 bound of names and city.
export const ADDRESS_LINE_LENGTH_MAX = 255;
// RFC 5321 limit of a forward path.
export const EMAIL_LENGTH_MAX = 254;
export const STATE_CODE_LENGTH = 2;
export const ZIP_LENGTH = 5;
export const ACCOUNT_NUMBER_LENGTH_MAX = 17;
export const ROUTING_NUMBER_LENGTH = 9;

// Durations the texts promise
export const PENDING_PURCHASE_POSTING_DAYS_TYPICAL = 5;
export const BANK_VERIFICATION_BUSINESS_DAYS_MIN = 1;
export const BANK_VERIFICATION_BUSINESS_DAYS_MAX = 3;

// Texts
export const FAQ_QUESTION_COUNT = 9;
export const DATA_ENCRYPTION_KEY_BITS = 256;
// One program message says payments are sent by this date.
export const PROGRAM_PAYMENTS_SENT_BY_DATE = '2025-06-30';

// The platform's published values that the cardholder pages print (cardholder spec §2 "Billing
// address page": a shared virtual-card billing address and a support phone number; §8 "a support
// phone line shown"). They are the operator's public contact details, not secrets; a deployment
// under another name changes them here. The phone is the spec's 10 digits (§5 "Phone").
export const VIRTUAL_CARD_BILLING_ADDRESS = {
  addressOne: '100 Main Street',
  addressTwo: 'Suite 400',
  city: 'New York',
  state: 'NY',
  zip: '10004',
} as const;
export const SUPPORT_PHONE = '8885550142';
export const SUPPORT_EMAIL = 'support@causeway.example';
