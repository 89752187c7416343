import { exactLengthMessage, requiredMessage, VALIDATION_MESSAGES } from '@causeway/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { translateValidationMessage } from './translate-validation.ts';

// A translator that shows which key and values it was asked for.
const t = ((key: string, options?: Record<string, unknown>) => {
  const { defaultValue: _defaultValue, ...values } = options ?? {};
  return Object.keys(values).length > 0 ? `${key} ${JSON.stringify(values)}` : key;
}) as unknown as TFunction;

describe('translateValidationMessage', () => {
  it('recognises the domain messages by their text', () => {
    expect(translateValidationMessage(VALIDATION_MESSAGES.emailInvalid, t)).toBe('validation.emailInvalid');
    expect(translateValidationMessage(VALIDATION_MESSAGES.passwordsMustMatch, t)).toBe(
      'validation.passwordsMustMatch',
    );
  });

  it('translates the generic templates with a translated field name', () => {
    expect(translateValidationMessage(requiredMessage('Password'), t)).toBe(
      'validation.templates.required {"field":"validation.fields.password"}',
    );
    expect(translateValidationMessage(exactLengthMessage('Code', 6), t)).toBe(
      'validation.templates.lengthExact {"field":"validation.fields.code","length":"6"}',
    );
    expect(translateValidationMessage('Program name is required', t)).toBe(
      'validation.templates.required {"field":"validation.fields.programName"}',
    );
  });

  it('keeps a field name it does not know, and a message it does not know', () => {
    expect(translateValidationMessage(requiredMessage('Card ID'), t)).toBe(
      'validation.templates.required {"field":"Card ID"}',
    );
    expect(translateValidationMessage('Something else.', t)).toBe('Something else.');
    expect(translateValidationMessage(undefined, t)).toBeUndefined();
  });
});
