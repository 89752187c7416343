import { AUDIT_ACTOR_TYPES } from '@causeway/domain';
import { z } from 'zod';
import { datesInOrder, datesInOrderError, daySchema } from './authorizations.ts';
import { idParamsSchema, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/** The audit trail of a business (an organisation's includes its programs'), newest first. */
export const auditEventsQuerySchema = pageQuerySchema
  .extend({
    from: daySchema.optional(),
    to: daySchema.optional(),
    actorUserId: z.uuid().optional(),
    /** csv: the whole period as a file (at most 50,000 rows), instead of one page of JSON. */
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine(datesInOrder, datesInOrderError);

export const auditEventSchema = z.object({
  id: z.uuid(),
  occurredAt: z.string(),
  actorType: z.enum(AUDIT_ACTOR_TYPES),
  actorUserId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  businessId: z.uuid().nullable(),
  action: z.string(),
  target: z.record(z.string(), z.string()),
  statusCode: z.number().int().nullable(),
  requestId: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export const auditEventsResponseSchema = z.object({
  events: z.array(auditEventSchema),
  page: pageInfoSchema,
});

/** The audit trail of a business, as pages of JSON or one CSV file (admin or internal audit). */
export const auditEndpoints = {
  events: endpoint({
    method: 'GET',
    path: '/businesses/{id}/auditEvents',
    summary:
      "Every mutation by every actor on the business (an organisation's includes its programs'), newest first; format=csv exports the period",
    tags: ['audit'],
    // Who may read the trail (admin or internal audit) is the module's check.
    access: { kind: 'business' },
    params: idParamsSchema,
    query: auditEventsQuerySchema,
    response: auditEventsResponseSchema,
    alternateContentTypes: ['text/csv'],
  }),
};
