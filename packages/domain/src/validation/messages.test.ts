import { describe, expect, it } from 'vitest';
import {
  englishOf,
  englishValidationMessage,
  formatMessage,
  isValidationCode,
  MESSAGE_TEMPLATES,
  type MessageValues,
  parseValidationMessage,
  requiredMessage,
  VALIDATION_CODES,
  VALIDATION_MESSAGES,
  validationMessage,
} from './messages.ts';

describe('formatMessage', () => {
  it.each<[string, MessageValues, string]>([
    [MESSAGE_TEMPLATES.required, { field: 'Zip' }, 'Zip is required'],
    [
      MESSAGE_TEMPLATES.lengthMin,
      { field: 'Password', length: 8 },
      'Password must have at least 8 characters',
    ],
    [
      MESSAGE_TEMPLATES.lengthExact,
      { field: 'Card ID', length: 10 },
      'Card ID must have exactly 10 characters',
    ],
    [MESSAGE_TEMPLATES.format, { field: 'Email' }, 'Email is not in the correct format'],
    [MESSAGE_TEMPLATES.invalid, { field: 'ID' }, 'ID is invalid'],
    [MESSAGE_TEMPLATES.lengthMax, { field: 'City', length: 255 }, 'City must have at most 255 characters'],
    [
      'Write to {supportEmail} or {mailingEmail}.',
      { supportEmail: 'a@x.test', mailingEmail: 'b@x.test' },
      'Write to a@x.test or b@x.test.',
    ],
    [
      '{field} must have exactly {length} characters',
      { field: 'Zip' },
      'Zip must have exactly {length} characters',
    ],
    ['{constructor} stays', { field: 'x' }, '{constructor} stays'],
    ['{length} may be zero', { length: 0 }, '0 may be zero'],
  ])('%j with %j → %j', (template, values, expected) => {
    expect(formatMessage(template, values)).toBe(expected);
  });
});

describe('validation tokens', () => {
  it('carry a code and params that read back without matching any text', () => {
    const token = validationMessage('lengthExact', { field: 'zip', length: 5 });
    expect(parseValidationMessage(token)).toEqual({
      code: 'lengthExact',
      params: { field: 'zip', length: 5 },
    });
    expect(parseValidationMessage(validationMessage('emailInvalid'))).toEqual({
      code: 'emailInvalid',
      params: {},
    });
    expect(parseValidationMessage(requiredMessage('cardId'))).toEqual({
      code: 'required',
      params: { field: 'cardId' },
    });
  });

  it('read nothing from English, an unknown code or broken params', () => {
    expect(parseValidationMessage(VALIDATION_MESSAGES.emailInvalid)).toBeNull();
    expect(parseValidationMessage('Zip is required')).toBeNull();
    expect(parseValidationMessage('@validation/noSuchCode')).toBeNull();
    expect(parseValidationMessage('@validation/required {not json')).toBeNull();
    expect(parseValidationMessage('@validation/required [1]')).toBeNull();
    expect(parseValidationMessage(undefined)).toBeNull();
  });

  it("word the spec's English with the field's English name", () => {
    expect(englishValidationMessage('lengthExact', { field: 'cardId', length: 10 })).toBe(
      'Card ID must have exactly 10 characters',
    );
    expect(englishValidationMessage('required', { field: 'Favourite colour' })).toBe(
      'Favourite colour is required',
    );
    expect(englishValidationMessage('stateInvalid')).toBe(VALIDATION_MESSAGES.stateInvalid);
    expect(englishOf(validationMessage('pinLength'))).toBe('PIN must be 4 digits.');
    expect(englishOf('Something else.')).toBe('Something else.');
  });

  it('name every code once, templates and messages apart', () => {
    expect(new Set(VALIDATION_CODES).size).toBe(VALIDATION_CODES.length);
    for (const code of VALIDATION_CODES) expect(isValidationCode(code)).toBe(true);
    expect(isValidationCode('Invalid Email.')).toBe(false);
  });
});
