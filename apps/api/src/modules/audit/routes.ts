import { auditEventsQuerySchema, auditEventsResponseSchema, idParamsSchema } from '@causeway/contracts';
import { mayReadAuditTrail } from '@causeway/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/request-actor.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { protectedErrors } from '../../lib/error-responses.ts';
import { forbidden } from '../../lib/errors.ts';
import { authorizeBusiness } from '../tenancy/access.ts';
import { exportAuditEventsCsv, listAuditEvents } from './audit-queries.ts';

/** The audit trail of a business, as pages of JSON or one CSV file (admin or internal audit). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;

  app.get(
    '/businesses/:id/auditEvents',
    {
      schema: {
        tags: ['audit'],
        summary:
          "Every mutation by every actor on the business (an organisation's includes its programs'), newest first; format=csv exports the period",
        params: idParamsSchema,
        querystring: auditEventsQuerySchema,
        response: { 200: z.union([auditEventsResponseSchema, z.string()]), ...protectedErrors },
      },
    },
    async (request, reply) => {
      const access = await authorizeBusiness(db, await actorOf(request), request.params.id);
      if (!mayReadAuditTrail(access.context.userRoles, access.business)) throw forbidden();
      const { format, cursor, limit, ...filters } = request.query;
      if (format === 'csv') {
        const csv = await exportAuditEventsCsv(db, access.visibleBusinessIds, filters);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="audit-${access.business.id}.csv"`)
          .send(csv);
      }
      return listAuditEvents(db, access.visibleBusinessIds, {
        ...filters,
        cursor: decodeCursor(cursor),
        limit,
      });
    },
  );
};
