import { ERROR_MESSAGES, isErrorMessageCode } from '@causeway/domain';
import type { TFunction } from 'i18next';
import { isApiError } from '../lib/api/api-error.ts';
import { translateValidationMessage } from './translate-validation.ts';

/**
 * The text to show for a failed call: the spec's message for a catalogue code (business spec §8,
 * cardholder spec §8) in the chosen language, a field message for a validation failure, and the
 * generic unexpected-error text for anything else.
 */
export function translateApiError(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors.unexpected');
  const { code } = error;
  if (isErrorMessageCode(code)) {
    return t(`errors.${code}` as 'errors.unexpected', { defaultValue: ERROR_MESSAGES[code] });
  }
  if (error.status === 429 || code === 'rate_limited') return t('errors.rate_limited');
  if (error.status === 403) return t('errors.forbidden');
  const [detail] = error.details;
  if (error.status === 400 && detail) return translateValidationMessage(detail.message, t) ?? detail.message;
  return t('errors.unexpected');
}
