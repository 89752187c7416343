/** The one error shape of the API: HTTP status + { code, message, details? }. */
export type ErrorDetail = { field: string; message: string };

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
    /** Headers the answer carries (e.g. idempotent-replayed on a stored refusal). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) =>
  new ApiError(400, 'bad_request', message, details);
export const fieldError = (field: string, message: string) =>
  new ApiError(400, 'validation_failed', message, [{ field, message }]);
export const unauthorized = (message = 'Authentication is required.', code = 'unauthorized') =>
  new ApiError(401, code, message);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new ApiError(403, 'forbidden', message);
export const notFound = (what = 'Resource') => new ApiError(404, 'not_found', `${what} not found.`);
export const conflict = (code: string, message: string) => new ApiError(409, code, message);
export const gone = (code: string, message: string) => new ApiError(410, code, message);
export const tooManyRequests = (message = 'Too many attempts. Please wait and try again.') =>
  new ApiError(429, 'rate_limited', message);
