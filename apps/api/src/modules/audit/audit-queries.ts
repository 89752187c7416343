import type { AuditActorType } from '@causeway/domain';
import { mayReadAuditTrail } from '@causeway/domain';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditEvents, users } from '../../db/schema/index.ts';
import { type Cursor, decodeCursor, keysetAfter, pageOf } from '../../lib/cursor.ts';
import { forbidden } from '../../lib/errors.ts';
import { dayStart, nextDayStart } from '../../lib/new-york-days.ts';
import type { BusinessAccess } from '../tenancy/access.ts';

/** The most rows one CSV export holds; a longer period is exported in parts (by dates). */
export const AUDIT_EXPORT_ROWS_MAX = 50_000;

export type AuditQuery = {
  /** Calendar days (YYYY-MM-DD) in America/New_York, both ends included. */
  from?: string | undefined;
  to?: string | undefined;
  actorUserId?: string | undefined;
  cursor?: Cursor | undefined;
  limit: number;
};

/** Events of the businesses a page covers, newest first, with the actor's name and email. */
export async function listAuditEvents(db: Database, scope: string[], query: AuditQuery) {
  const { cursor } = query;
  const rows = await db
    .select({
      id: auditEvents.id,
      createdAt: auditEvents.occurredAt,
      actorType: auditEvents.actorType,
      actorUserId: auditEvents.actorUserId,
      actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      actorEmail: users.email,
      businessId: auditEvents.businessId,
      action: auditEvents.action,
      target: auditEvents.target,
      statusCode: auditEvents.statusCode,
      requestId: auditEvents.requestId,
      ipAddress: auditEvents.ipAddress,
      userAgent: auditEvents.userAgent,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(
      and(
        inArray(auditEvents.businessId, scope),
        query.actorUserId ? eq(auditEvents.actorUserId, query.actorUserId) : undefined,
        query.from ? gte(auditEvents.occurredAt, dayStart(query.from)) : undefined,
        query.to ? lt(auditEvents.occurredAt, nextDayStart(query.to)) : undefined,
        keysetAfter(cursor, auditEvents.occurredAt, auditEvents.id),
      ),
    )
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = pageOf(rows, query.limit);
  return {
    events: items.map(({ createdAt, ...row }) => ({
      ...row,
      actorType: row.actorType as AuditActorType,
      occurredAt: createdAt.toISOString(),
    })),
    page: { nextCursor },
  };
}

const CSV_COLUMNS = [
  'occurredAt',
  'actorType',
  'actorUserId',
  'actorName',
  'actorEmail',
  'businessId',
  'action',
  'target',
  'statusCode',
  'requestId',
  'ipAddress',
  'userAgent',
] as const;

/** RFC 4180 quoting; a cell starting with = + - @ is prefixed so a spreadsheet never runs it. */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole period as CSV (newest first), at most AUDIT_EXPORT_ROWS_MAX rows. */
export async function exportAuditEventsCsv(db: Database, scope: string[], query: Omit<AuditQuery, 'limit'>) {
  const { events } = await listAuditEvents(db, scope, { ...query, limit: AUDIT_EXPORT_ROWS_MAX });
  const lines = [
    CSV_COLUMNS.join(','),
    ...events.map((event) => CSV_COLUMNS.map((column) => csvCell(event[column])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * GET /businesses/{id}/auditEvents: an admin or internal auditor reads the trail of the businesses
 * the page covers, as a page of JSON or (format=csv) the whole period as one CSV file.
 */
export async function readAuditTrail(
  db: Database,
  access: BusinessAccess,
  query: Omit<AuditQuery, 'cursor'> & { format: 'json' | 'csv'; cursor?: string | undefined },
) {
  if (!mayReadAuditTrail(access.context.userRoles, access.business)) throw forbidden();
  const { format, cursor, limit, ...filters } = query;
  if (format === 'csv') {
    const csv = await exportAuditEventsCsv(db, access.visibleBusinessIds, filters);
    return { csv, filename: `audit-${access.business.id}.csv` };
  }
  return listAuditEvents(db, access.visibleBusinessIds, { ...filters, cursor: decodeCursor(cursor), limit });
}
