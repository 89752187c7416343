import type { Autoload, AutoloadDetail } from '@causeway/contracts';
import { AUTOLOAD_RUNS_SHOWN } from '@causeway/contracts';
import {
  AUTOLOAD_PREVIEW_RUNS,
  type AutoloadBusinessDayRule,
  type AutoloadFrequency,
  autoloadOccurrences,
} from '@causeway/domain';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  autoloadCards,
  autoloadRunCards,
  autoloadRuns,
  autoloads,
  cardholders,
  cards,
} from '../../db/schema/index.ts';
import { type Cursor, keysetAfter, pageOf } from '../../lib/cursor.ts';

export type AutoloadRow = typeof autoloads.$inferSelect;

export const scheduleOf = (row: AutoloadRow) => ({
  frequency: row.frequency as AutoloadFrequency,
  startDate: row.startDate,
  endDate: row.endDate,
  businessDayRule: row.businessDayRule as AutoloadBusinessDayRule,
});

function toAutoload(row: AutoloadRow, cardCount: number): Autoload {
  return {
    id: row.id,
    businessId: row.businessId,
    name: row.name,
    amountCents: row.amountCents,
    frequency: row.frequency as Autoload['frequency'],
    startDate: row.startDate,
    endDate: row.endDate,
    businessDayRule: row.businessDayRule as Autoload['businessDayRule'],
    shortfallPolicy: row.shortfallPolicy as Autoload['shortfallPolicy'],
    status: row.status as Autoload['status'],
    nextLoadDate: row.nextRunDate,
    nextRunAt: row.nextRunAt?.toISOString() ?? null,
    skippedRunDates: row.skippedRunDates,
    memo: row.memo,
    customFields: row.customFields ?? null,
    cardCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function cardCounts(db: Database, autoloadIds: string[]) {
  if (autoloadIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ autoloadId: autoloadCards.autoloadId, cards: count() })
    .from(autoloadCards)
    .where(inArray(autoloadCards.autoloadId, autoloadIds))
    .groupBy(autoloadCards.autoloadId);
  return new Map(rows.map((row) => [row.autoloadId, Number(row.cards)]));
}

export async function listAutoloads(
  db: Database,
  scope: string[],
  query: { status?: string | undefined; frequency?: string | undefined; limit: number; cursor?: Cursor },
) {
  const rows = await db
    .select()
    .from(autoloads)
    .where(
      and(
        inArray(autoloads.businessId, scope),
        query.status ? eq(autoloads.status, query.status) : undefined,
        query.frequency ? eq(autoloads.frequency, query.frequency) : undefined,
        keysetAfter(query.cursor, autoloads.createdAt, autoloads.id),
      ),
    )
    .orderBy(desc(autoloads.createdAt), desc(autoloads.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = pageOf(rows, query.limit);
  const counts = await cardCounts(
    db,
    items.map((item) => item.id),
  );
  return { autoloads: items.map((item) => toAutoload(item, counts.get(item.id) ?? 0)), page: { nextCursor } };
}

/** The next runs a person can skip: skipped ones stay in the list, marked, so they can be un-skipped. */
export function nextRunsOf(row: AutoloadRow) {
  if (row.status === 'cancelled' || row.status === 'ended' || !row.nextRunDate) return [];
  const dayBefore = new Date(Date.parse(`${row.nextRunDate}T00:00:00Z`) - 86_400_000)
    .toISOString()
    .slice(0, 10);
  return autoloadOccurrences(scheduleOf(row), { afterRunDate: dayBefore, count: AUTOLOAD_PREVIEW_RUNS }).map(
    (occurrence) => ({
      runDate: occurrence.runDate,
      scheduledDate: occurrence.scheduledDate,
      runAt: new Date(occurrence.runAtMs).toISOString(),
      skipped: row.skippedRunDates.includes(occurrence.runDate),
    }),
  );
}

export async function autoloadDetail(db: Database, row: AutoloadRow): Promise<AutoloadDetail> {
  const members = await db
    .select({
      cardId: cards.id,
      reference: cards.reference,
      last4: cards.last4,
      status: cards.status,
      firstName: cardholders.firstName,
      lastName: cardholders.lastName,
      addedAt: autoloadCards.addedAt,
    })
    .from(autoloadCards)
    .innerJoin(cards, eq(cards.id, autoloadCards.cardId))
    .innerJoin(cardholders, eq(cardholders.id, cards.cardholderId))
    .where(eq(autoloadCards.autoloadId, row.id))
    .orderBy(asc(autoloadCards.addedAt), asc(autoloadCards.cardId));
  const runs = await db
    .select()
    .from(autoloadRuns)
    .where(eq(autoloadRuns.autoloadId, row.id))
    .orderBy(desc(autoloadRuns.runDate))
    .limit(AUTOLOAD_RUNS_SHOWN);
  const results =
    runs.length === 0
      ? []
      : await db
          .select({ result: autoloadRunCards, last4: cards.last4 })
          .from(autoloadRunCards)
          .innerJoin(cards, eq(cards.id, autoloadRunCards.cardId))
          .where(
            inArray(
              autoloadRunCards.runId,
              runs.map((run) => run.id),
            ),
          )
          .orderBy(asc(autoloadRunCards.position));
  return {
    autoload: toAutoload(row, members.length),
    cards: members.map((member) => ({
      cardId: member.cardId,
      reference: member.reference,
      last4: member.last4,
      status: member.status,
      cardholderName: `${member.firstName} ${member.lastName}`,
      addedAt: member.addedAt.toISOString(),
    })),
    nextRuns: nextRunsOf(row),
    runs: runs.map((run) => {
      const own = results.filter(({ result }) => result.runId === run.id);
      const counted = (status: string) => own.filter(({ result }) => result.status === status).length;
      return {
        id: run.id,
        runDate: run.runDate,
        status: run.status as AutoloadDetail['runs'][number]['status'],
        reason: run.reason,
        neededCents: run.neededCents,
        availableCents: run.availableCents,
        loadedCount: counted('loaded'),
        failedCount: counted('failed'),
        skippedCount: counted('skipped'),
        startedAt: run.startedAt.toISOString(),
        finishedAt: run.finishedAt?.toISOString() ?? null,
        results: own.map(({ result, last4 }) => ({
          cardId: result.cardId,
          last4,
          status: result.status as 'pending' | 'loaded' | 'failed' | 'skipped',
          amountCents: result.amountCents,
          reason: result.reason,
          entryId: result.entryId,
        })),
      };
    }),
  };
}
