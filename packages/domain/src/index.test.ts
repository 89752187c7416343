import { describe, expect, it } from 'vitest';
import * as domainModule from './index.ts';

// A plain copy, so a test can look names up by string.
const domain: Record<string, unknown> = { ...domainModule };

// Other packages code against these names; renaming one must be a deliberate act.
// biome-ignore format: a list reads better packed
const PUBLIC_NAMES = [
  'PRODUCT_TYPES', 'productTypeSchema', 'ACCOUNT_TYPES', 'accountTypeSchema', 'BANK_ACCOUNT_VERIFICATION_STATUSES',
  'TRANSFER_SPEEDS', 'TRANSFER_STATUSES', 'RECIPIENT_INTAKE_STATUSES', 'RECIPIENT_TYPES', 'BUSINESS_TYPES',
  'OWNER_TITLES', 'SHIPPING_METHODS', 'SHIPPING_TYPES', 'trackingUrl', 'SPEND_RULE_TYPES', 'SCOPE_LEVELS',
  'VIEW_TYPES', 'COMMUNICATION_PREFERENCE_VALUES', 'NOTIFICATION_TYPES', 'APPLICATION_STATUSES', 'DEPOSIT_TYPES',
  'AUTOLOAD_FREQUENCIES', 'CUSTOM_FIELD_RESOURCE_TYPES', 'CUSTOM_FIELD_DATA_TYPES', 'ACTIVITY_EVENT_TYPES',
  'CARD_DISPLAY_STATUSES', 'BANK_VERIFICATION_FAILURE_REASONS', 'PRESET_COLORS', 'randomPresetColor',
  'LANGUAGES', 'INTAKE_LANGUAGES', 'RTL_LANGUAGES', 'isRtlLanguage', 'languagesForRoute', 'DEFAULT_LANGUAGE',
  'LANGUAGE_NATIVE_NAMES',
  'ROLES', 'PERMISSIONS', 'ROLE_GRANTS', 'hasPermission', 'DEFAULT_PERMISSION_CONFIG',
  'hasSuperBusinessFundingAccount', 'resolveRoleEntry',
  'deriveViewType', 'routeAfterSignIn', 'consumerRouteAfterSignIn', 'applicationStatusRoute',
  'transactionDisplayAmountCents', 'declineReasonText', 'DECLINE_REASONS', 'isAnnouncementBannerVisible',
  'BANNER_CUTOFF_UTC', 'firstAutoloadStartDate', 'firstAutoloadEndDate',
  'parseAmountToCents', 'formatCents', 'LOAD_AMOUNT_CENTS_MAX', 'BANK_TRANSFER_AMOUNT_CENTS_MAX',
  'NARROW_LAYOUT_MAX_WIDTH_PX', 'TOAST_DURATION_MS', 'ROUTE_CHUNK_TIMEOUT_MS', 'DEFAULT_TIME_ZONE',
  'DAILY_LOAD_HOUR_LOCAL', 'OTP_LENGTH', 'PIN_LENGTH', 'CARD_ID_LENGTH', 'PHONE_LENGTH', 'SUPPORT_HOURS',
  'NAME_LENGTH_MAX', 'ERROR_MESSAGES',
  'formatMessage', 'passwordSchema', 'passwordWithConfirmationSchema', 'phoneSchema', 'emailSchema',
  'loginIdentifierSchema', 'parseLoginIdentifier', 'pinSchema', 'pinWithConfirmationSchema', 'otpSchema',
  'cardIdSchema', 'cardLastSixSchema', 'cardExpirySchema', 'addressOneSchema', 'addressTwoSchema', 'citySchema',
  'stateSchema', 'zipSchema', 'addressFirstNameSchema', 'addressLastNameSchema', 'addressSchema',
  'shipmentMethodSchema', 'loadAmountSchema', 'bankTransferAmountSchema', 'recipientNameSchema',
  'nameOnAccountSchema', 'nameOnAccountLooksLikeBank', 'accountNumberSchema', 'routingNumberSchema',
  'isValidAbaChecksum', 'colorSchema', 'uuidSchema', 'personNameSchema',
] as const;

describe('@causeway/domain entry point', () => {
  it.each(PUBLIC_NAMES)('exports %s', (name) => {
    expect(domain[name]).toBeDefined();
  });
});
