import { z } from 'zod';
import { ADDRESS_LINE_LENGTH_MAX, CITY_LENGTH_MAX, NAME_LENGTH_MAX, ZIP_LENGTH } from '../constants.ts';
import {
  exactLengthMessage,
  maxLengthMessage,
  requiredMessage,
  requiredText,
  VALIDATION_MESSAGES,
  wrongFormatMessage,
} from './messages.ts';
import { isPoBox } from './po-box.ts';
import { isUsStateCode } from './us-states.ts';

// Shipping address rules of both specs §5. "Letters" means any script unless the spec says
// "no accents"; address lines allow a few punctuation marks: . , # - / ' and space.
const ADDRESS_LINE_CHARACTERS = /^[\p{L}\p{M}0-9 .,#\-/']+$/u;
const CITY_CHARACTERS = /^[\p{L}\p{M}0-9 .-]+$/u;
const ADDRESS_NAME_CHARACTERS = /^[A-Za-z ]+$/;

export const addressOneSchema = requiredText(requiredMessage('Address One'))
  .max(ADDRESS_LINE_LENGTH_MAX, { error: VALIDATION_MESSAGES.addressOneTooLong, abort: true })
  .refine((line) => !isPoBox(line), { error: VALIDATION_MESSAGES.addressOnePoBox, abort: true })
  .regex(ADDRESS_LINE_CHARACTERS, { error: VALIDATION_MESSAGES.addressOneInvalid });

// Optional: blank is valid and comes out as ''.
export const addressTwoSchema = z
  .string({ error: VALIDATION_MESSAGES.addressTwoInvalid })
  .trim()
  .max(ADDRESS_LINE_LENGTH_MAX, { error: VALIDATION_MESSAGES.addressTwoInvalid, abort: true })
  .refine((line) => line === '' || (!isPoBox(line) && ADDRESS_LINE_CHARACTERS.test(line)), {
    error: VALIDATION_MESSAGES.addressTwoInvalid,
  })
  .optional();

export const citySchema = requiredText(requiredMessage('City'))
  .max(CITY_LENGTH_MAX, { error: maxLengthMessage('City', CITY_LENGTH_MAX), abort: true })
  .regex(CITY_CHARACTERS, { error: wrongFormatMessage('City') });

// Accepts lower case and returns the code upper case, as the carrier expects.
export const stateSchema = z
  .string({ error: VALIDATION_MESSAGES.stateInvalid })
  .trim()
  .toUpperCase()
  .refine(isUsStateCode, { error: VALIDATION_MESSAGES.stateInvalid });

export const zipSchema = requiredText(requiredMessage('Zip'))
  .regex(/^\d+$/, { error: wrongFormatMessage('Zip'), abort: true })
  .length(ZIP_LENGTH, { error: exactLengthMessage('Zip', ZIP_LENGTH) });

// Printed on the shipping label: plain A-Z letters and spaces only (which also rules out ':').
function addressNameSchema(field: string) {
  return requiredText(requiredMessage(field))
    .max(NAME_LENGTH_MAX, { error: maxLengthMessage(field, NAME_LENGTH_MAX), abort: true })
    .regex(ADDRESS_NAME_CHARACTERS, { error: wrongFormatMessage(field) });
}

export const addressFirstNameSchema = addressNameSchema('First name');
export const addressLastNameSchema = addressNameSchema('Last name');

export const addressSchema = z.object({
  firstName: addressFirstNameSchema,
  lastName: addressLastNameSchema,
  addressOne: addressOneSchema,
  addressTwo: addressTwoSchema,
  city: citySchema,
  state: stateSchema,
  zip: zipSchema,
});
export type Address = z.output<typeof addressSchema>;
