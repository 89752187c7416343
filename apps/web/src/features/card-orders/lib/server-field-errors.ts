import { validationMessage } from '@causeway/domain';
import { isApiError } from '../../../lib/api/api-error.ts';

/** A refused field and its message as a validation token, which the form's field translator reads. */
export type FieldMessage = { field: string; message: string };

/**
 * The field messages of a 400 whose fields the form shows (the API names them by dotted path,
 * "shippingAddress.zip", as the form does). Empty when the failure is not about those fields,
 * so the caller shows it above the form instead.
 */
export function serverFieldErrors(error: unknown, formFields: ReadonlySet<string>): FieldMessage[] {
  if (!isApiError(error, 400)) return [];
  const messages = error.details.filter((detail) => formFields.has(detail.field));
  if (messages.length !== error.details.length) return [];
  return messages.map(({ field, code, params }) => ({ field, message: validationMessage(code, params) }));
}

/** The fields of the shipping part of the order and reissue forms, as the API names them. */
export const SHIPPING_FORM_FIELDS: readonly string[] = [
  'shippingAddress.firstName',
  'shippingAddress.lastName',
  'shippingAddress.addressOne',
  'shippingAddress.addressTwo',
  'shippingAddress.city',
  'shippingAddress.state',
  'shippingAddress.zip',
  'shipmentMethod',
];
