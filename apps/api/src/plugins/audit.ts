import { isUuid } from '@causeway/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AnswerRecord } from '../lib/idempotency.ts';
import { type AuditEvent, auditEventParts, recordAuditEvent } from '../modules/audit/record-audit-event.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The business a request touched, set by the tenant check, for the audit trail. */
    auditScope: { businessId: string; organizationId: string } | null;
    /** Set once the request's event is committed with its money move (auditWithAnswer). */
    auditRecorded: boolean;
  }
}

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The ids a request named in its path; free text and tokens never reach the trail. */
function idsOf(request: FastifyRequest): Record<string, string> {
  const params = (request.params ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => isUuid(String(entry[1]))),
  );
}

/** The request's event as answered with `statusCode`. */
function auditEventOf(request: FastifyRequest, statusCode: number): AuditEvent {
  return {
    actorType: request.caller ? 'user' : 'anonymous',
    actorUserId: request.caller?.userId ?? null,
    organizationId: request.auditScope?.organizationId ?? null,
    businessId: request.auditScope?.businessId ?? null,
    action: `${request.method} ${request.routeOptions.url}`,
    target: idsOf(request),
    statusCode,
    requestId: request.id,
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  };
}

/**
 * The event of a keyed money move, written in the statement that stores its answer (runIdempotent),
 * or of another mutation in its own write statement (EndpointCall's `audit`, an issuer decision):
 * the write and its event commit together, one round trip fewer; the hook below then skips it.
 */
export function auditWithAnswer(request: FastifyRequest): AnswerRecord {
  return {
    parts: (statusCode, when) => auditEventParts(auditEventOf(request, statusCode), when),
    committed: () => {
      request.auditRecorded = true;
    },
  };
}

/**
 * Every mutation through the API, answered or refused, is appended to the audit trail before its
 * answer leaves: who (the caller), what (the route and the ids it named), when, from where (address
 * and user agent), the business it touched and the request id. Bodies are never kept.
 */
export const auditPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auditScope', null);
    app.decorateRequest('auditRecorded', false);
    app.addHook('onSend', async (request, reply, payload) => {
      if (!MUTATING_METHODS.has(request.method) || !request.routeOptions.url?.startsWith('/api/'))
        return payload;
      if (request.auditRecorded) return payload;
      try {
        await recordAuditEvent(app.services.db, auditEventOf(request, reply.statusCode));
      } catch (error) {
        // The answer still goes out: the mutation already happened, and the log keeps the miss.
        request.log.error({ err: error, requestId: request.id }, 'audit event not recorded');
      }
      return payload;
    });
  },
  { name: 'audit', dependencies: ['services'] },
);
