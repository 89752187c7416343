import type { Autoload, AutoloadDetail } from '@causeway/contracts';
import { AUTOLOAD_RUNS_SHOWN } from '@causeway/contracts';
import {
  AUTOLOAD_PREVIEW_RUNS,
  type AutoloadBusinessDayRule,
  type AutoloadFrequency,
  autoloadOccurrences,
} from '@causeway/domain';
import { and, asc, count, desc, eq, gt, inArray } from 'drizzle-orm';
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

/** Cards, and each run's results, shown with the detail before "show more" pages on. */
export const AUTOLOAD_CARDS_PAGE = 100;
export const AUTOLOAD_RESULTS_PAGE = 100;

/** An autoload's cards, newest added first, a page at a time (10,000 cards is a real autoload). */
export async function listAutoloadCards(
  db: Database,
  autoloadId: string,
  query: { limit: number; cursor?: Cursor | undefined },
) {
  const rows = await db
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
    .where(
      and(
        eq(autoloadCards.autoloadId, autoloadId),
        keysetAfter(query.cursor, autoloadCards.addedAt, cards.id),
      ),
    )
    .orderBy(desc(autoloadCards.addedAt), desc(cards.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = pageOf(rows, query.limit, (row) => ({
    createdAt: row.addedAt,
    id: row.cardId,
  }));
  return {
    cards: items.map((member) => ({
      cardId: member.cardId,
      reference: member.reference,
      last4: member.last4,
      status: member.status,
      cardholderName: `${member.firstName} ${member.lastName}`,
      addedAt: member.addedAt.toISOString(),
    })),
    page: { nextCursor },
  };
}

/** One run's result per card, in the run's order, after a position (keyset), a page at a time. */
export async function listRunResults(
  db: Database,
  runId: string,
  query: { limit: number; afterPosition?: number | undefined },
) {
  const rows = await db
    .select({ result: autoloadRunCards, last4: cards.last4 })
    .from(autoloadRunCards)
    .innerJoin(cards, eq(cards.id, autoloadRunCards.cardId))
    .where(
      and(
        eq(autoloadRunCards.runId, runId),
        query.afterPosition === undefined ? undefined : gt(autoloadRunCards.position, query.afterPosition),
      ),
    )
    .orderBy(asc(autoloadRunCards.position))
    .limit(query.limit + 1);
  const items = rows.slice(0, query.limit);
  return {
    results: items.map(({ result, last4 }) => ({
      cardId: result.cardId,
      last4,
      status: result.status as 'pending' | 'loaded' | 'failed' | 'skipped',
      amountCents: result.amountCents,
      reason: result.reason,
      entryId: result.entryId,
    })),
    nextAfterPosition: rows.length > query.limit ? items.at(-1)!.result.position : null,
  };
}

export async function autoloadDetail(db: Database, row: AutoloadRow): Promise<AutoloadDetail> {
  const [members] = await db
    .select({ total: count() })
    .from(autoloadCards)
    .where(eq(autoloadCards.autoloadId, row.id));
  const firstCards = await listAutoloadCards(db, row.id, { limit: AUTOLOAD_CARDS_PAGE });
  const runs = await db
    .select()
    .from(autoloadRuns)
    .where(eq(autoloadRuns.autoloadId, row.id))
    .orderBy(desc(autoloadRuns.runDate))
    .limit(AUTOLOAD_RUNS_SHOWN);
  // Each run's counts by status, summed in the database rather than over every result row.
  const tallies =
    runs.length === 0
      ? []
      : await db
          .select({ runId: autoloadRunCards.runId, status: autoloadRunCards.status, total: count() })
          .from(autoloadRunCards)
          .where(
            inArray(
              autoloadRunCards.runId,
              runs.map((run) => run.id),
            ),
          )
          .groupBy(autoloadRunCards.runId, autoloadRunCards.status);
  const counted = (runId: string, status: string) =>
    Number(tallies.find((tally) => tally.runId === runId && tally.status === status)?.total ?? 0);
  const firstResults = await Promise.all(
    runs.map((run) => listRunResults(db, run.id, { limit: AUTOLOAD_RESULTS_PAGE })),
  );
  return {
    autoload: toAutoload(row, Number(members?.total ?? 0)),
    cards: firstCards.cards,
    cardsPage: firstCards.page,
    nextRuns: nextRunsOf(row),
    runs: runs.map((run, index) => ({
      id: run.id,
      runDate: run.runDate,
      status: run.status as AutoloadDetail['runs'][number]['status'],
      reason: run.reason,
      neededCents: run.neededCents,
      availableCents: run.availableCents,
      loadedCount: counted(run.id, 'loaded'),
      failedCount: counted(run.id, 'failed'),
      skippedCount: counted(run.id, 'skipped'),
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
      results: firstResults[index]!.results,
      nextAfterPosition: firstResults[index]!.nextAfterPosition,
    })),
  };
}
