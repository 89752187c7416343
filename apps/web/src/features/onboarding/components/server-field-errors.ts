import { validationMessage } from '@causeway/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api/api-error.ts';

/**
 * Puts the API's field refusals (400 with details) on the form's fields, as the schema's own
 * messages would be; answers false when the error named no field.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error, 400) || error.details.length === 0) return false;
  for (const detail of error.details) {
    setError(detail.field as Path<T>, { message: validationMessage(detail.code, detail.params) });
  }
  return true;
}
