import { z } from 'zod';
import { NAME_LENGTH_MAX } from '../constants.ts';
import {
  invalidMessage,
  maxLengthMessage,
  requiredMessage,
  type ValidationField,
  wrongFormatMessage,
} from './messages.ts';
import { requiredText } from './text.ts';

// Colour of a tag or program: #RGB or #RRGGBB, or blank for "no colour" (comes out as '').
export const colorSchema = z
  .string({ error: wrongFormatMessage('color') })
  .trim()
  .regex(/^(?:#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}))?$/, { error: wrongFormatMessage('color') });

export const uuidSchema = z.uuid({ error: invalidMessage('id') });

function personNameSchemaFor(field: ValidationField) {
  return requiredText(requiredMessage(field)).max(NAME_LENGTH_MAX, {
    error: maxLengthMessage(field, NAME_LENGTH_MAX),
  });
}

// A user account's name: any script and punctuation, as people write their own names.
export const personNameSchema = personNameSchemaFor('name');
export const firstNameSchema = personNameSchemaFor('firstName');
export const lastNameSchema = personNameSchemaFor('lastName');
