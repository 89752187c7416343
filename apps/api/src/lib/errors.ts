import {
  ERROR_CATALOGUE,
  type ErrorCode,
  englishValidationMessage,
  parseValidationMessage,
  type ValidationCode,
  type ValidationParams,
} from '@causeway/domain';

/**
 * One field's refusal: a validation code and its params (what a client translates), and the
 * English text for API clients that show it as it is.
 */
export type ErrorDetail = { field: string; code: ValidationCode; params?: ValidationParams; message: string };

/** The one error shape of the API: HTTP status + { code, message, details? }; codes in ERROR_CATALOGUE. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    /** Headers the answer carries (e.g. idempotent-replayed on a stored refusal). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A field's refusal by validation code, worded in English from the domain's catalogue. */
export function detail(field: string, code: ValidationCode, params?: ValidationParams): ErrorDetail {
  const hasParams = params !== undefined && Object.keys(params).length > 0;
  return { field, code, ...(hasParams ? { params } : {}), message: englishValidationMessage(code, params) };
}

/**
 * A field's refusal from a schema's message: the domain's validation token read back into its
 * code and params; any other text (zod's own wording) is `invalid` for that field, its text kept.
 */
export function detailFromMessage(field: string, message: string): ErrorDetail {
  const parsed = parseValidationMessage(message);
  if (parsed) return detail(field, parsed.code, parsed.params);
  const name = field.split('.').at(-1) || field;
  return { field, code: 'invalid', params: { field: name }, message };
}

/** The code's answer: its catalogue status, and its catalogue English unless a more specific text is given. */
export const apiError = (code: ErrorCode, message?: string, details?: ErrorDetail[]) =>
  new ApiError(ERROR_CATALOGUE[code].status, code, message ?? ERROR_CATALOGUE[code].message, details);

/** 400 bad_request naming the fields; its message is the first field's. */
export const badRequest = (details: ErrorDetail[], message = details[0]?.message) =>
  apiError('bad_request', message, details);
/** 400 validation_failed, one detail per refused field; its message is the first field's. */
export const validationFailed = (details: ErrorDetail[]) =>
  apiError('validation_failed', details[0]?.message, details);
export const fieldError = (field: string, code: ValidationCode, params?: ValidationParams) =>
  validationFailed([detail(field, code, params)]);
export const unauthorized = (code: ErrorCode = 'unauthorized', message?: string) =>
  new ApiError(401, code, message ?? ERROR_CATALOGUE[code].message);
export const forbidden = (message?: string) => apiError('forbidden', message);
export const notFound = (what = 'Resource') => apiError('not_found', `${what} not found.`);
export const conflict = (code: ErrorCode, message?: string) =>
  new ApiError(409, code, message ?? ERROR_CATALOGUE[code].message);
export const gone = (code: ErrorCode, message?: string) =>
  new ApiError(410, code, message ?? ERROR_CATALOGUE[code].message);
export const tooManyRequests = (message?: string) => apiError('rate_limited', message);
