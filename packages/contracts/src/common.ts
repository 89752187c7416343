import { ERROR_CODES, VALIDATION_CODES } from '@causeway/domain';
import { z } from 'zod';

/**
 * One refused field: a validation code and its params (clients translate by these), and the
 * English text for clients that show it as it is.
 */
export const errorDetailSchema = z.object({
  field: z.string(),
  code: z.enum(VALIDATION_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** The API's one error body: a code of ERROR_CATALOGUE; `details` names the refused fields of a 400. */
export const errorResponseSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  details: z.array(errorDetailSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const idParamsSchema = z.object({ id: z.uuid() });
export const isoDateTime = z.iso.datetime({ offset: true });

export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 200;

/** Cursor pagination: pass back `nextCursor` to read the next page; null when there is none. */
export const pageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
});
export const pageInfoSchema = z.object({ nextCursor: z.string().nullable() });
