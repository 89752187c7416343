import type { ErrorResponse } from '@causeway/contracts';

/** A failed API call: the HTTP status plus the API's `{ code, message, details? }` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: NonNullable<ErrorResponse['details']>;

  // `code` is a string: an API newer than this build may answer a code the catalogue lacks.
  constructor(status: number, body: Partial<Omit<ErrorResponse, 'code'>> & { code?: string }) {
    super(body.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code ?? 'unexpected';
    this.details = body.details ?? [];
  }
}

/** A network failure (offline, server down) reads like an unexpected error to the user. */
export const networkError = () => new ApiError(0, { code: 'unexpected', message: 'Network error' });

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
