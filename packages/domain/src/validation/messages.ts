import { z } from 'zod';

// Cardholder spec §5 "Generic templates", plus one of ours (lengthMax) in the same style for
// the length limits the spec states without a message.
export const MESSAGE_TEMPLATES = {
  required: '{field} is required',
  lengthMin: '{field} must have at least {length} characters',
  lengthExact: '{field} must have exactly {length} characters',
  lengthMax: '{field} must have at most {length} characters',
  format: '{field} is not in the correct format',
  invalid: '{field} is invalid',
} as const;

export type MessageValues = {
  field?: string;
  length?: number;
  supportEmail?: string;
  mailingEmail?: string;
};

// Fills {placeholders}; one without a value stays visible rather than printing "undefined".
export function formatMessage(template: string, values: MessageValues): string {
  return template.replaceAll(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name as keyof MessageValues] : undefined;
    return value === undefined ? placeholder : String(value);
  });
}

// The exact texts of cardholder spec §5 "Messages", and the few we had to word ourselves
// (marked), all in one place so the web can key translations on them.
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
} as const;

export const requiredMessage = (field: string) => formatMessage(MESSAGE_TEMPLATES.required, { field });
export const wrongFormatMessage = (field: string) => formatMessage(MESSAGE_TEMPLATES.format, { field });
export const invalidMessage = (field: string) => formatMessage(MESSAGE_TEMPLATES.invalid, { field });
export const exactLengthMessage = (field: string, length: number) =>
  formatMessage(MESSAGE_TEMPLATES.lengthExact, { field, length });
export const maxLengthMessage = (field: string, length: number) =>
  formatMessage(MESSAGE_TEMPLATES.lengthMax, { field, length });

// A trimmed string that must not be blank; anything that is not a string counts as missing.
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}
