import { customFieldOptionSchema, mccListSchema } from '@causeway/contracts';
import { exactLengthMessage, requiredMessage, validationMessage } from '@causeway/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { translateValidation, translateValidationMessage } from './translate-validation.ts';

// A translator that shows which key and values it was asked for.
const t = ((key: string, options?: Record<string, unknown>) => {
  const { defaultValue: _defaultValue, ...values } = options ?? {};
  return Object.keys(values).length > 0 ? `${key} ${JSON.stringify(values)}` : key;
}) as unknown as TFunction;

describe('translateValidationMessage', () => {
  it('translates the domain messages by their code', () => {
    expect(translateValidationMessage(validationMessage('emailInvalid'), t)).toBe('validation.emailInvalid');
    expect(translateValidationMessage(validationMessage('passwordsMustMatch'), t)).toBe(
      'validation.passwordsMustMatch',
    );
  });

  it('translates the generic templates with a translated field name', () => {
    expect(translateValidationMessage(requiredMessage('password'), t)).toBe(
      'validation.templates.required {"field":"validation.fields.password"}',
    );
    expect(translateValidationMessage(exactLengthMessage('code', 6), t)).toBe(
      'validation.templates.lengthExact {"field":"validation.fields.code","length":6}',
    );
    expect(translateValidationMessage(requiredMessage('cardId'), t)).toBe(
      'validation.templates.required {"field":"validation.fields.cardId"}',
    );
  });

  it("translates the contracts' messages by their code and params, never by their English", () => {
    const unknownCode = mccListSchema.safeParse(['1000']);
    expect(translateValidationMessage(unknownCode.error?.issues[0]?.message, t)).toBe(
      'validation.mccUnknown {"code":"1000"}',
    );
    const badName = customFieldOptionSchema.safeParse({ label: ' ', name: '2nd', dataType: 'text' });
    expect(badName.error?.issues.map((issue) => translateValidationMessage(issue.message, t))).toEqual([
      'validation.templates.required {"field":"validation.fields.label"}',
      'validation.customFieldNameFormat',
    ]);
    expect(translateValidationMessage(validationMessage('countMax', { max: 10_000 }), t)).toBe(
      'validation.countMax {"max":10000}',
    );
  });

  it('keeps a field the domain does not name, and shows any other text as it is', () => {
    expect(translateValidation('invalid', { field: 'Favourite colour' }, t)).toBe(
      'validation.templates.invalid {"field":"Favourite colour"}',
    );
    // English is never matched back to a key, even the domain's own.
    expect(translateValidationMessage('Invalid Email.', t)).toBe('Invalid Email.');
    expect(translateValidationMessage('Something else.', t)).toBe('Something else.');
    expect(translateValidationMessage(undefined, t)).toBeUndefined();
  });
});
