import { ERROR_MESSAGES, isErrorMessageCode } from '@causeway/domain';
import type { TFunction } from 'i18next';
import { isApiError } from '../lib/api/api-error.ts';
import { translateValidationMessage } from './translate-validation.ts';

// The money API's refusals (409 and 422, and a card's failed load result) that the catalogs word.
const MONEY_ERROR_CODES = [
  'insufficient_funds',
  'card_closed',
  'idempotency_key_reused',
  'idempotency_in_progress',
] as const;
type MoneyErrorCode = (typeof MONEY_ERROR_CODES)[number];

const isMoneyErrorCode = (code: string): code is MoneyErrorCode =>
  (MONEY_ERROR_CODES as readonly string[]).includes(code);

/** A refusal the API names by code and message: ours in the chosen language, else the API's text. */
export function translateErrorCode(code: string, message: string, t: TFunction): string {
  return isMoneyErrorCode(code) ? t(`errors.${code}`, { defaultValue: message }) : message;
}

/**
 * The text to show for a failed call: the spec's message for a catalogue code (business spec §8,
 * cardholder spec §8) in the chosen language, a field message for a validation failure, the
 * API's own message for a money refusal (409, 422), and the generic unexpected-error text for
 * anything else.
 */
export function translateApiError(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors.unexpected');
  const { code } = error;
  if (isErrorMessageCode(code)) {
    return t(`errors.${code}` as 'errors.unexpected', { defaultValue: ERROR_MESSAGES[code] });
  }
  if (isMoneyErrorCode(code) || error.status === 409 || error.status === 422) {
    return translateErrorCode(code, error.message, t);
  }
  if (error.status === 429 || code === 'rate_limited') return t('errors.rate_limited');
  if (error.status === 403) return t('errors.forbidden');
  const [detail] = error.details;
  if (error.status === 400 && detail) return translateValidationMessage(detail.message, t) ?? detail.message;
  return t('errors.unexpected');
}
