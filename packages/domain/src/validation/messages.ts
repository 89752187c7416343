// Cardholder spec §5 "Generic templates", plus one of ours (lengthMax) in the same style for
// the length limits the spec states without a message.
export const MESSAGE_TEMPLATES = {
  required: '{field} is required',
  lengthMin: '{field} must have at least {length} characters',
  lengthExact: '{field} must have exactly {length} characters',
  lengthMax: '{field} must have at most {length} characters',
  format: '{field} is not in the correct format',
  invalid: '{field} is invalid',
  // Ours: a choice outside a fixed list, the list written out ("Period must be one of day, week").
  oneOf: '{field} must be one of {values}',
} as const;

export type MessageValues = {
  field?: string;
  length?: number;
  supportEmail?: string;
  mailingEmail?: string;
  [name: string]: string | number | undefined;
};

// Fills {placeholders}; one without a value stays visible rather than printing "undefined".
export function formatMessage(template: string, values: MessageValues): string {
  return template.replaceAll(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? placeholder : String(value);
  });
}

// The exact texts of cardholder spec §5 "Messages", and the few we had to word ourselves
// (marked), all in one place. Schemas never carry these texts: they carry validationMessage(code,
// params), a token the web translates by code and the API answers as { code, params, message }.
export const VALIDATION_MESSAGES = {
  passwordsMustMatch: 'Passwords must match.',
  passwordRequirements:
    'Password must contain 8 characters, including at least one number and one special character.',
  passwordRequirementsNotMet: 'You have not met all password requirements.',
  pinLength: 'PIN must be 4 digits.',
  pinsDoNotMatch: 'PINs do not match.',
  addressOnePoBox: 'Invalid Address One. This address cannot be a PO Box.',
  addressOneTooLong: 'Invalid Address One. Please try again.',
  addressOneInvalid: 'Invalid Address One.',
  addressTwoInvalid: 'Invalid Address Two, including No special characters allowed.',
  stateInvalid: 'Invalid State: Input needs to be a 2 digit state code.',
  nameRequired: 'Name is required.',
  nameInvalidCharacters: 'Name contains invalid characters.',
  phoneInvalid: 'Invalid phone number.',
  emailInvalid: 'Invalid Email.',
  invalidCardData: 'Invalid card data. Try again.',
  // Ours, after "Invalid format for the last 6 digits and for the expiry."
  cardLastSixFormat: 'Invalid format for the last 6 digits.',
  cardExpiryFormat: 'Invalid format for the expiry date.',
  // Ours: the spec says only that an email or a phone is needed, and that one choice must be made.
  loginIdentifierRequired: 'Please enter an email or phone number.',
  selectionRequired: 'Please choose one to continue.',
  // Ours; the load text follows the spec ("must be less than $9,999").
  loadAmountMax: 'Amount must be less than $9,999.',
  bankTransferAmountMax: 'Amount must be $50,000 or less.',
  amountPositive: 'Amount must be greater than $0.',
  nameOnAccountTwoWords: 'Name on account must include at least two words.',
  shipmentMethodInvalid: 'Shipment method must be one of USPS_PRIORITY, UPS_NEXT_DAY, UPS_SECOND_DAY.',
  // Ours: text with control, invisible direction-changing or broken characters (issue 21).
  textInvalidCharacters: 'Remove control characters and hidden formatting from this text.',
  // Ours: the API's refusals of one field of a request, worded for API clients.
  unknownField: '{field} is not an accepted field',
  unknownCustomField: '{field} is not a custom field of this business',
  customFieldFixed: '{field} is set by the platform and cannot be changed',
  customFieldsTooMany: 'At most {count} fields per record type, {fixedCount} of them set by the platform',
  virtualCardsOnly: 'This action works only for virtual cards.',
  cardAlreadyBelongsToPerson: 'The card already belongs to this person.',
  noCardsInBankTransferProgram: 'Cards cannot be issued in a bank-transfer program.',
  sameCard: 'Choose two different cards.',
  sameAccount: 'Choose two different accounts.',
  programOwnAccountOnly: 'A program can only move money in or out of its own account.',
  programUnderTopLevelOnly: 'Programs can only be created under a top-level business.',
  programNotEligible: 'This business is not eligible for on-demand card programs.',
  invitationEmailMismatch: 'Use the email address the invitation was sent to.',
  phoneMayBeInUse:
    'We could not create your account. The phone number may already be in use. Please try again without it.',
  refundTooLarge: 'At most {cents} cents of this purchase can still be refunded.',
  cursorInvalid: 'The page cursor is not valid. Start again from the first page.',
  idempotencyKeyRequired:
    'Send an Idempotency-Key header (1 to {length} characters) with every request that moves money.',
  // Ours: the contracts' refusals of a request's values, worded for API clients (issue 5 and after).
  nothingToUpdate: 'Nothing to update.',
  amountWholeCents: 'Amount must be a whole number of cents',
  amountAboveZero: 'Amount must be greater than zero',
  amountTooLarge: 'Amount is too large',
  countWholeNumber: 'Count must be a whole number',
  countAtLeastOne: 'Count must be at least 1',
  countMax: 'Count must be at most {max}',
  spendLimitRequired: 'Set a maximum amount, a maximum count, or both',
  countNeedsPeriod: 'A count limit needs a day, week or month period',
  spendRuleTypeInvalid: 'Type must be velocity, merchant_allow or merchant_block',
  spendRuleChangeRequired: 'Change the name or the config',
  mccFormat: 'Merchant category code must be 4 digits',
  mccUnknown: 'Unknown merchant category code {code}',
  mccsRequired: 'Choose at least one merchant category',
  mccsMax: 'At most {max} merchant categories',
  mccsDuplicate: 'Each merchant category may appear once',
  countryFormat: 'Country must be a two-letter ISO code',
  dateFormat: 'Use a date like 2026-01-31',
  datesOutOfOrder: 'The end date must not be before the start date',
  reportRangeTooLong: 'Choose a period of at most {max} days',
  cardsRequired: 'Choose at least one card',
  cardsMax: 'At most {max} cards at a time',
  cardsPerLoadMax: 'At most {max} cards in one load',
  cardsDuplicate: 'Each card may appear once',
  cardholdersRequired: 'Add at least one cardholder',
  replaceReasonInvalid: 'Reason must be lost, stolen or damaged',
  customFieldNameFormat: 'Name is not in the correct format',
  dropdownNeedsOption: 'A dropdown needs at least one option',
  resourceTypeDuplicate: 'Each resource type may appear once',
  customFieldValuesMax: 'At most {max} custom fields',
  metadataRequired: 'Add at least one key and value',
  metadataKeysMax: 'At most {max} keys',
  metadataKeyDuplicate: 'Each key may appear once',
  // Ours: what only the web's custom-field form checks, against the record type's other fields.
  customFieldNameTaken: 'A field with this name already exists',
  customFieldsMax: 'At most {max} fields per record type',
  dropdownOptionDuplicate: 'Each option may appear once',
  dropdownOptionTooLong: 'Each option may have at most {length} characters',
  // Ours: bank transfers (issue 10).
  recipientTypeInvalid: 'Type must be person or business',
  routingNumberChecksum: 'Routing number is not valid. Check the 9 digits.',
  nameOnAccountLooksLikeBank: 'This looks like the name of a bank. Enter the name of the account holder.',
  // Ours: business onboarding (issue 13); see docs/decisions.md "Business onboarding (KYB)".
  einInvalid: 'Enter the 9-digit EIN the IRS gave the business, like 12-3456789.',
  ssnLastFourInvalid: 'Enter the last 4 digits of the Social Security number.',
  itinInvalid: 'Enter the 9-digit ITIN, like 912-70-1234.',
  dateOfBirthFuture: 'Date of birth cannot be in the future.',
  ageTooYoung: 'This person must be at least {years} years old.',
  ageTooOld: 'Check the year of birth.',
  ownershipPercentInvalid: 'Ownership must be a percentage from 0 to 100, with at most two decimals.',
  beneficialOwnershipMin: 'A beneficial owner owns at least 25%.',
  ownershipTotalTooHigh: 'Together the owners cannot own more than 100%.',
  beneficialOwnersMax: 'At most {max} people can each own 25% or more.',
  beneficialOwnerEmailDuplicate: 'Each owner needs their own email address.',
  websiteInvalid: 'Enter the website address, like https://example.org.',
  fileTooLarge: 'The file is larger than {megabytes} MB.',
  fileTypeNotAllowed: 'Upload a PDF, JPEG or PNG file.',
  // Ours: autoloads (issue 14); the first dates follow spec §5 (rules/autoload-dates.ts).
  autoloadStartTooEarly: 'The start date can be {date} at the earliest.',
  autoloadEndTooEarly: 'The end date can be {date} at the earliest.',
  autoloadNoRuns: 'No load falls between the start date and the end date.',
  autoloadRunDateUnknown: '{date} is not one of the next runs of this autoload.',
  // Ours: CSV imports (issue 16).
  importRowsMax: 'A file may have at most {max} rows.',
  importRowsRequired: 'The file has no rows.',
  importFileUnreadable: 'The file cannot be read as CSV (line {line}): check its quotes and separators.',
  importColumnMissing: 'The file has no {column} column.',
  importRowDuplicate: 'This row repeats row {row}.',
  importRowsInvalid: 'Fix or drop the rows with errors first.',
} as const;

// The English name of each field a message can name; the web words each as validation.fields.<key>.
export const VALIDATION_FIELDS = {
  password: 'Password',
  email: 'Email',
  phone: 'Phone',
  code: 'Code',
  cardId: 'Card ID',
  firstName: 'First name',
  lastName: 'Last name',
  name: 'Name',
  nameOnAccount: 'Name on account',
  accountNumber: 'Account number',
  routingNumber: 'Routing number',
  addressOne: 'Address One',
  city: 'City',
  zip: 'Zip',
  color: 'Color',
  id: 'ID',
  amount: 'Amount',
  programName: 'Program name',
  memo: 'Memo',
  label: 'Label',
  note: 'Note',
  key: 'Key',
  value: 'Value',
  period: 'Period',
  type: 'Type',
  merchantName: 'Merchant name',
  merchantCategory: 'Merchant category',
  organizationName: 'Organization name',
  legalName: 'Legal business name',
  doingBusinessAs: 'Doing business as',
  ein: 'EIN',
  dateOfBirth: 'Date of birth',
  title: 'Title',
  businessType: 'Business type',
  documentType: 'Document type',
  reason: 'Reason',
  message: 'Message',
} as const;
export type ValidationField = keyof typeof VALIDATION_FIELDS;

export type TemplateCode = keyof typeof MESSAGE_TEMPLATES;
export type MessageCode = keyof typeof VALIDATION_MESSAGES;
/** What a validation failure is, by name: a fixed message or a template filled with params. */
export type ValidationCode = TemplateCode | MessageCode;
/**
 * The values a message is filled with. `field` is a ValidationField key (or, for a field the API
 * names itself such as a custom field's label, the name as it is); the rest are numbers or text.
 */
export type ValidationParams = { readonly [name: string]: string | number };
export type ParsedValidationMessage = { code: ValidationCode; params: ValidationParams };

export const VALIDATION_CODES = [...Object.keys(MESSAGE_TEMPLATES), ...Object.keys(VALIDATION_MESSAGES)] as [
  ValidationCode,
  ...ValidationCode[],
];

export function isTemplateCode(value: unknown): value is TemplateCode {
  return typeof value === 'string' && Object.hasOwn(MESSAGE_TEMPLATES, value);
}

export function isValidationCode(value: unknown): value is ValidationCode {
  return isTemplateCode(value) || (typeof value === 'string' && Object.hasOwn(VALIDATION_MESSAGES, value));
}

// The schemas' zod messages are tokens, "@validation/<code>" then a space and the params as JSON
// when there are any, so a form or the API reads the code and params back without matching text.
const TOKEN_PREFIX = '@validation/';

/** The zod message (a token) of a validation failure: its code and params, never English. */
export function validationMessage(code: ValidationCode, params?: ValidationParams): string {
  const hasParams = params !== undefined && Object.keys(params).length > 0;
  return `${TOKEN_PREFIX}${code}${hasParams ? ` ${JSON.stringify(params)}` : ''}`;
}

/** The code and params of a token made by validationMessage; null for any other text. */
export function parseValidationMessage(message: string | undefined | null): ParsedValidationMessage | null {
  if (typeof message !== 'string' || !message.startsWith(TOKEN_PREFIX)) return null;
  const rest = message.slice(TOKEN_PREFIX.length);
  const space = rest.indexOf(' ');
  const code = space === -1 ? rest : rest.slice(0, space);
  if (!isValidationCode(code)) return null;
  if (space === -1) return { code, params: {} };
  try {
    const params: unknown = JSON.parse(rest.slice(space + 1));
    if (typeof params !== 'object' || params === null || Array.isArray(params)) return null;
    return { code, params: params as ValidationParams };
  } catch {
    return null;
  }
}

/** The English text of a validation failure: the spec's own wording, for API clients and tests. */
export function englishValidationMessage(code: ValidationCode, params: ValidationParams = {}): string {
  const text: string = isTemplateCode(code) ? MESSAGE_TEMPLATES[code] : VALIDATION_MESSAGES[code];
  const field = params.field;
  const values: Record<string, string | number> = { ...params };
  if (typeof field === 'string' && Object.hasOwn(VALIDATION_FIELDS, field)) {
    values.field = VALIDATION_FIELDS[field as ValidationField];
  }
  return formatMessage(text, values);
}

/** The English text of a token, or the text itself when it is not one. */
export function englishOf(message: string): string {
  const parsed = parseValidationMessage(message);
  return parsed ? englishValidationMessage(parsed.code, parsed.params) : message;
}

export const requiredMessage = (field: ValidationField) => validationMessage('required', { field });
export const wrongFormatMessage = (field: ValidationField) => validationMessage('format', { field });
export const invalidMessage = (field: ValidationField) => validationMessage('invalid', { field });
export const exactLengthMessage = (field: ValidationField, length: number) =>
  validationMessage('lengthExact', { field, length });
export const maxLengthMessage = (field: ValidationField, length: number) =>
  validationMessage('lengthMax', { field, length });
