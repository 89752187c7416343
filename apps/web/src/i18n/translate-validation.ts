import {
  englishValidationMessage,
  isTemplateCode,
  parseValidationMessage,
  VALIDATION_FIELDS,
  type ValidationCode,
  type ValidationParams,
} from '@causeway/domain';
import type { TFunction } from 'i18next';

// Keys built from a code the domain names: the catalogs hold every one (error-catalogue.test.ts).
type LooseT = (key: string, options?: Record<string, unknown>) => string;

/**
 * A validation failure in the chosen language, by its code and params: a fixed message is
 * validation.<code>, a template validation.templates.<code> with the field's own translated name
 * (a field the domain does not name, such as a custom field's label, is shown as it is).
 */
export function translateValidation(
  code: ValidationCode,
  params: ValidationParams | undefined,
  t: TFunction,
) {
  const translate = t as unknown as LooseT;
  const values: Record<string, unknown> = { ...params, defaultValue: englishValidationMessage(code, params) };
  const field = params?.field;
  if (typeof field === 'string' && Object.hasOwn(VALIDATION_FIELDS, field)) {
    values.field = translate(`validation.fields.${field}`);
  }
  return translate(isTemplateCode(code) ? `validation.templates.${code}` : `validation.${code}`, values);
}

/**
 * A form field's message in the chosen language. The domain's schemas report a token made by
 * validationMessage(code, params), read back here by code; any other message (one a schema words
 * itself) is shown as it is, never matched back to a key.
 */
export function translateValidationMessage(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return undefined;
  const parsed = parseValidationMessage(message);
  return parsed ? translateValidation(parsed.code, parsed.params, t) : message;
}
