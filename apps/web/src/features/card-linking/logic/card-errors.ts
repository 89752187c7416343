import { isApiError } from '../../../lib/api/api-error.ts';

/** The refusals that are about the card ID itself (cardholder spec §8 "Card"): shown on that field. */
const CARD_ID_CODES: ReadonlySet<string> = new Set([
  'cardNotFound',
  'cardIsVirtual',
  'virtualCardNeedsActivation',
]);

/** The API names the card ID of the path `id`; the forms call it `cardId`. */
const FIELD_OF_PARAM: Readonly<Record<string, string>> = { id: 'cardId' };

/**
 * Where a refusal of the card-details flow is shown: on the field it is about when the form has
 * that field (a refused field of the request, or a card ID that names no linkable card), else
 * above the form ('root'): invalid card data, already linked, email mismatch, too many attempts.
 * Invalid card data stays on the form as a whole, since the API does not say which part is wrong.
 */
export function cardErrorTarget<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Field | 'root' {
  if (!isApiError(error)) return 'root';
  const has = (name: string | undefined): name is Field =>
    name !== undefined && (fields as readonly string[]).includes(name);
  const [detail] = error.details;
  if ((error.code === 'validation_failed' || error.code === 'bad_request') && detail) {
    const field = FIELD_OF_PARAM[detail.field] ?? detail.field;
    return has(field) ? field : 'root';
  }
  const cardIdField = 'cardId';
  if (CARD_ID_CODES.has(error.code) && has(cardIdField)) return cardIdField;
  return 'root';
}
