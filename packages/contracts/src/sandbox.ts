import { z } from 'zod';
import { isoDateTime } from './common.ts';

export const outboxMessageSchema = z.object({
  id: z.uuid(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.string(),
  createdAt: isoDateTime,
});
export const outboxQuerySchema = z.object({
  recipient: z.string().max(320).optional(),
  channel: z.enum(['email', 'sms']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });
