import { auditEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { EndpointReply, registerRoutes, route } from '../../http/define-routes.ts';
import { readAuditTrail } from './audit-queries.ts';

/** The audit trail of a business, as pages of JSON or one CSV file (admin or internal audit). */
export const auditRoutes: FastifyPluginAsync = async (app) =>
  registerRoutes(app, [
    route(auditEndpoints.events, async ({ db, business, query }) => {
      const answer = await readAuditTrail(db, business, query);
      if (!('csv' in answer)) return answer;
      return new EndpointReply(answer.csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${answer.filename}"`,
        },
      });
    }),
  ]);
