import type { AuditActorType } from '@causeway/domain';
import type { Database } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';

export type AuditEvent = {
  actorType: AuditActorType;
  actorUserId?: string | null;
  organizationId?: string | null;
  businessId?: string | null;
  action: string;
  target?: Record<string, string>;
  statusCode?: number | null;
  requestId?: string | null;
  ipAddress?: string | null;
  userAgent?: string | null;
};

/** Bounds what one row keeps of a client-sent header. */
const USER_AGENT_LENGTH_MAX = 300;

/**
 * Appends one event to the audit trail. Request-free: the HTTP hook, a job or an import calls it
 * with its own actor. The row can never be changed afterwards (database trigger).
 */
export async function recordAuditEvent(db: Database, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    actorType: event.actorType,
    actorUserId: event.actorUserId ?? null,
    organizationId: event.organizationId ?? null,
    businessId: event.businessId ?? null,
    action: event.action,
    target: event.target ?? {},
    statusCode: event.statusCode ?? null,
    requestId: event.requestId ?? null,
    ipAddress: event.ipAddress ?? null,
    userAgent: event.userAgent?.slice(0, USER_AGENT_LENGTH_MAX) ?? null,
  });
}
