import type { createAutoloadBodySchema, updateAutoloadBodySchema } from '@causeway/contracts';
import {
  type AutoloadSchedule,
  DEFAULT_TIME_ZONE,
  firstAutoloadEndDate,
  firstAutoloadStartDate,
  nextAutoloadOccurrence,
} from '@causeway/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { FixedCustomFields } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { autoloadCards, autoloadRuns, autoloads, cards } from '../../db/schema/index.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { badRequest, conflict, detail, notFound } from '../../lib/errors.ts';
import { checkCustomFieldValues } from '../businesses/custom-field-values.ts';
import { authorizeRecord, type BusinessAccess } from '../tenancy/access.ts';
import type { Actor } from '../tenancy/actor.ts';
import {
  type AutoloadRow,
  autoloadDetail,
  listAutoloadCards,
  listRunResults,
  nextRunsOf,
  scheduleOf,
} from './autoload-views.ts';

type CreateBody = z.output<typeof createAutoloadBodySchema>;
type UpdateBody = z.output<typeof updateAutoloadBodySchema>;

/** The autoload by id through its business: another tenant's answers 404, as a missing one does. */
async function reachAutoload(
  db: Database,
  actor: Actor,
  autoloadId: string,
  permissions: ('modifyAutoload' | 'cancelAutoload' | 'addCardsToAutoload' | 'deleteCardsFromAutoload')[],
  lock: boolean,
) {
  const query = db.select().from(autoloads).where(eq(autoloads.id, autoloadId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Autoload');
  let access = await authorizeRecord(db, actor, row.businessId, permissions[0], 'Autoload');
  for (const permission of permissions.slice(1))
    access = await authorizeRecord(db, actor, row.businessId, permission, 'Autoload');
  return { row, access };
}

export async function getAutoload(db: Database, actor: Actor, autoloadId: string) {
  const { row } = await reachAutoload(db, actor, autoloadId, [], false);
  return autoloadDetail(db, row);
}

/** A page of an autoload's cards, for whoever may see the autoload. */
export async function getAutoloadCards(
  db: Database,
  actor: Actor,
  autoloadId: string,
  query: { limit: number; cursor?: Cursor | undefined },
) {
  const { row } = await reachAutoload(db, actor, autoloadId, [], false);
  return listAutoloadCards(db, row.id, query);
}

/** A page of one run's results; a run of another autoload answers 404 like an unknown one. */
export async function getRunResults(
  db: Database,
  actor: Actor,
  autoloadId: string,
  runId: string,
  query: { limit: number; afterPosition?: number | undefined },
) {
  const { row } = await reachAutoload(db, actor, autoloadId, [], false);
  const [run] = await db
    .select({ id: autoloadRuns.id })
    .from(autoloadRuns)
    .where(and(eq(autoloadRuns.id, runId), eq(autoloadRuns.autoloadId, row.id)));
  if (!run) throw notFound('Autoload run');
  return listRunResults(db, run.id, query);
}

/** The spec's first valid dates (§5), on the person's wall clock. */
function assertFirstDates(
  input: {
    startDate?: string | undefined;
    endDate?: string | null | undefined;
    timeZone?: string | undefined;
  },
  nowMs: number,
  current?: { startDate: string },
) {
  const zonedNow = { now: new Date(nowMs), timeZone: input.timeZone ?? DEFAULT_TIME_ZONE };
  const details = [];
  if (input.startDate !== undefined && input.startDate !== current?.startDate) {
    const first = firstAutoloadStartDate(zonedNow);
    if (input.startDate < first) details.push(detail('startDate', 'autoloadStartTooEarly', { date: first }));
  }
  const startDate = input.startDate ?? current?.startDate;
  if (input.endDate) {
    const first = firstAutoloadEndDate({ ...zonedNow, startDate });
    if (input.endDate < first) details.push(detail('endDate', 'autoloadEndTooEarly', { date: first }));
  }
  if (details.length > 0) throw badRequest(details);
}

/** The cards named, all of the autoload's business and able to receive funds. */
async function assertLoadableCards(db: Database, businessId: string, cardIds: string[]) {
  const rows = await db
    .select({ id: cards.id, businessId: cards.businessId, status: cards.status })
    .from(cards)
    .where(inArray(cards.id, cardIds));
  const found = new Map(rows.map((row) => [row.id, row]));
  if (cardIds.some((id) => found.get(id)?.businessId !== businessId)) throw notFound('Card');
  if (rows.some((row) => row.status === 'closed'))
    throw conflict('card_closed', 'This card is closed and cannot receive funds.');
}

function nextOccurrenceFields(schedule: AutoloadSchedule, afterRunDate: string | null, nowMs?: number) {
  let next = nextAutoloadOccurrence(schedule, afterRunDate);
  // Resuming: runs whose time passed while paused are not caught up; the next one still ahead is.
  while (next && nowMs !== undefined && next.runAtMs <= nowMs)
    next = nextAutoloadOccurrence(schedule, next.runDate);
  return next
    ? { nextRunDate: next.runDate, nextRunAt: new Date(next.runAtMs) }
    : { nextRunDate: null, nextRunAt: null };
}

export async function createAutoload(
  db: Database,
  access: BusinessAccess,
  body: CreateBody,
  actor: Actor,
  options: { nowMs: number; fixedCustomFields: FixedCustomFields },
) {
  assertFirstDates(body, options.nowMs);
  const schedule: AutoloadSchedule = {
    frequency: body.frequency,
    startDate: body.startDate,
    endDate: body.endDate,
    businessDayRule: body.businessDayRule,
  };
  const next = nextOccurrenceFields(schedule, null);
  if (!next.nextRunDate) throw badRequest([detail('endDate', 'autoloadNoRuns')]);
  return db.transaction(async (tx) => {
    const customFields = await checkCustomFieldValues(
      tx,
      access.business,
      'loads',
      body.customFields,
      options.fixedCustomFields,
    );
    await assertLoadableCards(tx, access.business.id, body.cardIds);
    const [row] = await tx
      .insert(autoloads)
      .values({
        businessId: access.business.id,
        name: body.name,
        amountCents: body.amountCents,
        frequency: body.frequency,
        startDate: body.startDate,
        endDate: body.endDate ?? null,
        businessDayRule: body.businessDayRule,
        shortfallPolicy: body.shortfallPolicy,
        memo: body.memo || null,
        customFields,
        createdByUserId: actor.userId,
        ...next,
      })
      .returning();
    await tx.insert(autoloadCards).values(membersInOrder(row!.id, body.cardIds));
    return autoloadDetail(tx, row!);
  });
}

/** Cards keep the order they were given in (a millisecond apart): funds that run short run out in it. */
function membersInOrder(autoloadId: string, cardIds: string[]) {
  const nowMs = Date.now();
  return cardIds.map((cardId, index) => ({ autoloadId, cardId, addedAt: new Date(nowMs + index) }));
}

const SCHEDULE_FIELDS = ['frequency', 'startDate', 'endDate', 'businessDayRule'] as const;

/** Cancel alone needs cancelAutoload; any other change needs modifyAutoload (and both together both). */
function permissionsFor(body: UpdateBody) {
  const others = Object.keys(body).filter((key) => key !== 'status' && key !== 'timeZone');
  if (body.status !== 'cancelled') return ['modifyAutoload'] as const;
  return others.length === 0
    ? (['cancelAutoload'] as const)
    : (['cancelAutoload', 'modifyAutoload'] as const);
}

async function lastRunDate(db: Database, autoloadId: string) {
  const [last] = await db
    .select({ runDate: autoloadRuns.runDate })
    .from(autoloadRuns)
    .where(eq(autoloadRuns.autoloadId, autoloadId))
    .orderBy(desc(autoloadRuns.runDate))
    .limit(1);
  return last?.runDate ?? null;
}

function skippedDatesAfter(row: AutoloadRow, body: UpdateBody) {
  const upcoming = new Set(nextRunsOf(row).map((run) => run.runDate));
  const unknown = (body.skipRunDates ?? []).filter((date) => !upcoming.has(date));
  if (unknown.length > 0)
    throw badRequest(unknown.map((date) => detail('skipRunDates', 'autoloadRunDateUnknown', { date })));
  const skipped = new Set(row.skippedRunDates.filter((date) => !row.nextRunDate || date >= row.nextRunDate));
  for (const date of body.skipRunDates ?? []) skipped.add(date);
  for (const date of body.unskipRunDates ?? []) skipped.delete(date);
  return [...skipped].sort();
}

export async function updateAutoload(
  db: Database,
  actor: Actor,
  autoloadId: string,
  body: UpdateBody,
  options: { nowMs: number },
) {
  return db.transaction(async (tx) => {
    const { row } = await reachAutoload(tx, actor, autoloadId, [...permissionsFor(body)], true);
    if (row.status === 'cancelled') throw conflict('autoload_cancelled');
    assertFirstDates(body, options.nowMs, row);
    const changes: Partial<typeof autoloads.$inferInsert> = { updatedAt: new Date(options.nowMs) };
    if (body.name !== undefined) changes.name = body.name;
    if (body.amountCents !== undefined) changes.amountCents = body.amountCents;
    if (body.shortfallPolicy !== undefined) changes.shortfallPolicy = body.shortfallPolicy;
    if (body.memo !== undefined) changes.memo = body.memo || null;
    if (body.skipRunDates || body.unskipRunDates) changes.skippedRunDates = skippedDatesAfter(row, body);
    const scheduleChanged = SCHEDULE_FIELDS.some((field) => body[field] !== undefined);
    const resumed = body.status === 'active' && row.status !== 'active';
    let status = body.status ?? row.status;
    if (scheduleChanged || resumed) {
      const schedule: AutoloadSchedule = {
        ...scheduleOf(row),
        ...(body.frequency ? { frequency: body.frequency } : {}),
        ...(body.startDate ? { startDate: body.startDate } : {}),
        ...(body.endDate !== undefined ? { endDate: body.endDate } : {}),
        ...(body.businessDayRule ? { businessDayRule: body.businessDayRule } : {}),
      };
      if (schedule.endDate && schedule.endDate <= schedule.startDate)
        throw badRequest([detail('endDate', 'datesOutOfOrder')]);
      Object.assign(changes, {
        frequency: schedule.frequency,
        startDate: schedule.startDate,
        endDate: schedule.endDate ?? null,
        businessDayRule: schedule.businessDayRule,
      });
      const next = nextOccurrenceFields(schedule, await lastRunDate(tx, row.id), options.nowMs);
      if (!next.nextRunDate && scheduleChanged) throw badRequest([detail('endDate', 'autoloadNoRuns')]);
      Object.assign(changes, next);
      if (!next.nextRunDate && status !== 'cancelled') status = 'ended';
    }
    if (status === 'cancelled') Object.assign(changes, { nextRunDate: null, nextRunAt: null });
    changes.status = status;
    const [updated] = await tx.update(autoloads).set(changes).where(eq(autoloads.id, row.id)).returning();
    return autoloadDetail(tx, updated!);
  });
}

export async function addAutoloadCards(db: Database, actor: Actor, autoloadId: string, cardIds: string[]) {
  return db.transaction(async (tx) => {
    const { row } = await reachAutoload(tx, actor, autoloadId, ['addCardsToAutoload'], true);
    if (row.status === 'cancelled') throw conflict('autoload_cancelled');
    await assertLoadableCards(tx, row.businessId, cardIds);
    await tx.insert(autoloadCards).values(membersInOrder(row.id, cardIds)).onConflictDoNothing();
    const [updated] = await tx
      .update(autoloads)
      .set({ updatedAt: new Date() })
      .where(eq(autoloads.id, row.id))
      .returning();
    return autoloadDetail(tx, updated!);
  });
}

/** Removes cards from the schedule; runs already recorded keep their per-card results. */
export async function removeAutoloadCards(db: Database, actor: Actor, autoloadId: string, cardIds: string[]) {
  return db.transaction(async (tx) => {
    const { row } = await reachAutoload(tx, actor, autoloadId, ['deleteCardsFromAutoload'], true);
    if (row.status === 'cancelled') throw conflict('autoload_cancelled');
    await tx
      .delete(autoloadCards)
      .where(and(eq(autoloadCards.autoloadId, row.id), inArray(autoloadCards.cardId, cardIds)));
    const [updated] = await tx
      .update(autoloads)
      .set({ updatedAt: new Date() })
      .where(eq(autoloads.id, row.id))
      .returning();
    return autoloadDetail(tx, updated!);
  });
}
