import { validationMessage } from '@causeway/domain';
import { isApiError } from '../../../lib/api/api-error.ts';

/** A refused field and its message as a validation token, which the form's field translator reads. */
export type FieldMessage = { field: string; message: string };

/**
 * The field messages of a 400 whose fields the form shows (the API names them by dotted path,
 * "bankAccount.routingNumber", as the form does). Empty when some refused field is not on the
 * form, so the caller shows the failure above the form instead.
 */
export function serverFieldErrors(error: unknown, formFields: ReadonlySet<string>): FieldMessage[] {
  if (!isApiError(error, 400) || error.details.length === 0) return [];
  if (!error.details.every((detail) => formFields.has(detail.field))) return [];
  return error.details.map(({ field, code, params }) => ({
    field,
    message: validationMessage(code, params),
  }));
}
