import { z } from 'zod';
import { ADDRESS_LINE_LENGTH_MAX, CITY_LENGTH_MAX, NAME_LENGTH_MAX, ZIP_LENGTH } from '../constants.ts';
import {
  exactLengthMessage,
  maxLengthMessage,
  requiredMessage,
  type ValidationField,
  validationMessage,
  wrongFormatMessage,
} from './messages.ts';
import { isPoBox } from './po-box.ts';
import { requiredText } from './text.ts';
import { isUsStateCode } from './us-states.ts';

// Shipping address rules of both specs §5. "Letters" means any script unless the spec says
// "no accents"; address lines allow a few punctuation marks: . , # - / ' and space.
const ADDRESS_LINE_CHARACTERS = /^[\p{L}\p{M}0-9 .,#\-/']+$/u;
const CITY_CHARACTERS = /^[\p{L}\p{M}0-9 .-]+$/u;
const ADDRESS_NAME_CHARACTERS = /^[A-Za-z ]+$/;

export const addressOneSchema = requiredText(requiredMessage('addressOne'))
  .max(ADDRESS_LINE_LENGTH_MAX, { error: validationMessage('addressOneTooLong'), abort: true })
  .refine((line) => !isPoBox(line), { error: validationMessage('addressOnePoBox'), abort: true })
  .regex(ADDRESS_LINE_CHARACTERS, { error: validationMessage('addressOneInvalid') });

// Optional: blank is valid and comes out as ''.
export const addressTwoSchema = z
  .string({ error: validationMessage('addressTwoInvalid') })
  .trim()
  .max(ADDRESS_LINE_LENGTH_MAX, { error: validationMessage('addressTwoInvalid'), abort: true })
  .refine((line) => line === '' || (!isPoBox(line) && ADDRESS_LINE_CHARACTERS.test(line)), {
    error: validationMessage('addressTwoInvalid'),
  })
  .optional();

export const citySchema = requiredText(requiredMessage('city'))
  .max(CITY_LENGTH_MAX, { error: maxLengthMessage('city', CITY_LENGTH_MAX), abort: true })
  .regex(CITY_CHARACTERS, { error: wrongFormatMessage('city') });

// Accepts lower case and returns the code upper case, as the carrier expects.
export const stateSchema = z
  .string({ error: validationMessage('stateInvalid') })
  .trim()
  .toUpperCase()
  .refine(isUsStateCode, { error: validationMessage('stateInvalid') });

export const zipSchema = requiredText(requiredMessage('zip'))
  .regex(/^\d+$/, { error: wrongFormatMessage('zip'), abort: true })
  .length(ZIP_LENGTH, { error: exactLengthMessage('zip', ZIP_LENGTH) });

// Printed on the shipping label: plain A-Z letters and spaces only (which also rules out ':').
function addressNameSchema(field: ValidationField) {
  return requiredText(requiredMessage(field))
    .max(NAME_LENGTH_MAX, { error: maxLengthMessage(field, NAME_LENGTH_MAX), abort: true })
    .regex(ADDRESS_NAME_CHARACTERS, { error: wrongFormatMessage(field) });
}

export const addressFirstNameSchema = addressNameSchema('firstName');
export const addressLastNameSchema = addressNameSchema('lastName');

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
