import { errorResponseSchema } from '@causeway/contracts';

/** The error statuses every protected route may answer, for its response schema. */
export const protectedErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
} as const;

/** Routes that can meet the current state of a resource answer 409 too. */
export const conflictErrors = { ...protectedErrors, 409: errorResponseSchema } as const;

/** Money-moving routes also answer 409 (insufficient funds, a duplicate in flight) and 422 (key reused). */
export const moneyErrors = {
  ...protectedErrors,
  409: errorResponseSchema,
  422: errorResponseSchema,
} as const;
