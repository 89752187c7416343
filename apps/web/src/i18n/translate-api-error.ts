import { isErrorCode, isValidationCode } from '@causeway/domain';
import type { TFunction } from 'i18next';
import { isApiError } from '../lib/api/api-error.ts';
import { translateValidation } from './translate-validation.ts';

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** A refusal the API names by code: errors.<code> in the chosen language; a code we do not know keeps the API's text. */
export function translateErrorCode(code: string, message: string, t: TFunction): string {
  return isErrorCode(code) ? (t as unknown as LooseT)(`errors.${code}`) : message;
}

/**
 * The text to show for a failed call, always by code: a refused field (validation_failed,
 * bad_request) by its detail's validation code and params, any other refusal by its ErrorCode
 * (every one is worded in all twelve catalogs). A code this web build does not know shows the
 * API's own text for a 409 or 422, and the generic unexpected-error text otherwise.
 */
export function translateApiError(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors.unexpected');
  const { code } = error;
  const [detail] = error.details;
  if ((code === 'validation_failed' || code === 'bad_request') && detail && isValidationCode(detail.code)) {
    return translateValidation(detail.code, detail.params, t);
  }
  if (isErrorCode(code)) return translateErrorCode(code, error.message, t);
  if (error.status === 409 || error.status === 422) return error.message;
  return t('errors.unexpected');
}
