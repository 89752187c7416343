import { z } from 'zod';

/** The API's one error body. `details` carries field-level messages for 400s. */
export const errorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
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
