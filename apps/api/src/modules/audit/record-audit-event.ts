import type { AuditActorType } from '@causeway/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';
import type { WriteParts } from '../../ledger/write-parts.ts';

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

/** The row an event becomes: absent parts are null, the user agent bounded. */
function auditRow(event: AuditEvent) {
  return {
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
  };
}

/**
 * Appends one event to the audit trail. Request-free: the HTTP hook, a job or an import calls it
 * with its own actor. The row can never be changed afterwards (database trigger).
 */
export async function recordAuditEvent(db: Database, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values(auditRow(event));
}

/**
 * The same row as a part of a money move's one write statement (with the stored Idempotency-Key
 * answer), so the move and its audit event commit together in one round trip instead of two.
 * `when`, a condition on the statement's other parts, writes it only if they wrote (an issuer
 * decision whose optimistic write found the card moved writes nothing, and is recorded with its
 * retry); the columns then say whether it was written, and the check is the caller's.
 */
export function auditEventParts(event: AuditEvent, when?: SQL): WriteParts {
  const row = auditRow(event);
  return {
    ctes: [
      sql`audited as (
        insert into ${auditEvents} (actor_type, actor_user_id, organization_id, business_id, action, target,
          status_code, request_id, ip_address, user_agent)
        select ${row.actorType}, ${row.actorUserId}::uuid, ${row.organizationId}::uuid, ${row.businessId}::uuid,
          ${row.action}, ${JSON.stringify(row.target)}::jsonb, ${row.statusCode}::int, ${row.requestId},
          ${row.ipAddress}, ${row.userAgent}
        where ${when ?? sql`true`}
        returning 1
      )`,
    ],
    columns: [sql`(select count(*) from audited) as audited`],
    check(result) {
      if (Number(result.audited) !== 1) throw new Error('audit event not written');
    },
  };
}
