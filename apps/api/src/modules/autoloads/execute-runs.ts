import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Outbox } from '../../adapters/outbox.ts';
import type { FixedCustomFields } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { autoloadRunCards, autoloadRuns, autoloads, businesses, cards } from '../../db/schema/index.ts';
import { runIdempotentBatch } from '../../lib/idempotency-batch.ts';
import { loadCards } from '../cards/card-loads.ts';
import type { BusinessAccess } from '../tenancy/access.ts';
import { notifyCardholdersOfLoads } from './autoload-notices.ts';

/** Cards loaded per transaction: a crash redoes at most this many, each under its own key. */
export const RUN_CARDS_PER_BATCH = 200;
const UNLOADABLE_CARD_STATUSES = new Set(['closed', 'frozen', 'locked']);

export type ExecuteContext = { outbox: Outbox; fixedCustomFields: FixedCustomFields };

/** What one card's load answers under its key (the shape loadCards answers, with one result). */
type CardLoadAnswer = { results: Awaited<ReturnType<typeof loadCards>>['results'] };

/** Writes each card's result on its run-card row, in one statement. */
async function settleRunCards(
  tx: Database,
  runId: string,
  settled: { cardId: string; status: string; reason: string | null; entryId?: string }[],
  nowMs: number,
) {
  if (settled.length === 0) return;
  const values = sql.join(
    settled.map(
      (row) =>
        sql`(${row.cardId}::uuid, ${row.status}::text, ${row.reason}::text, ${row.entryId ?? null}::uuid)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${autoloadRunCards} set status = settled.status, reason = settled.reason,
      entry_id = settled.entry_id, processed_at = ${new Date(nowMs).toISOString()}::timestamptz
    from (values ${values}) as settled(card_id, status, reason, entry_id)
    where ${autoloadRunCards.runId} = ${runId} and ${autoloadRunCards.cardId} = settled.card_id`);
}

/** The Idempotency-Key of one card's load in one run. */
export const autoloadLoadKey = (runId: string, cardId: string) => `autoload-run:${runId}:card:${cardId}`;

/**
 * Loads the next batch of one running run's cards, in order, in one transaction. The run row is
 * claimed with FOR UPDATE SKIP LOCKED, so one worker at a time works on a run (the cards keep their
 * order, which "load until the funds end" needs) while other workers take other runs. Each card's
 * row turns from pending to its result in the transaction of its load, and each load goes through
 * the card-load module under the Idempotency-Key (run, card): a crash rolls back the whole batch,
 * and the next worker loads those cards once. Answers how many cards it settled (0: nothing to do).
 */
export async function executeRunBatch(
  db: Database,
  context: ExecuteContext,
  nowMs: number,
  options: { runId?: string } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const [run] = await tx
      .select()
      .from(autoloadRuns)
      .where(
        and(
          eq(autoloadRuns.status, 'running'),
          options.runId ? eq(autoloadRuns.id, options.runId) : undefined,
        ),
      )
      .orderBy(asc(autoloadRuns.startedAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!run) return 0;
    const [autoload] = await tx.select().from(autoloads).where(eq(autoloads.id, run.autoloadId));
    const [business] = await tx.select().from(businesses).where(eq(businesses.id, autoload!.businessId));
    const pending = await tx
      .select({ runCard: autoloadRunCards, cardStatus: cards.status })
      .from(autoloadRunCards)
      .innerJoin(cards, eq(cards.id, autoloadRunCards.cardId))
      .where(and(eq(autoloadRunCards.runId, run.id), eq(autoloadRunCards.status, 'pending')))
      .orderBy(asc(autoloadRunCards.position))
      .limit(RUN_CARDS_PER_BATCH);
    // The worker acts for the business, as the person who set the autoload up.
    const access = {
      business: business!,
      topLevelBusinessId: business!.parentId ?? business!.id,
    } as BusinessAccess;
    const settled: { cardId: string; status: string; reason: string | null; entryId?: string }[] = [];
    const toLoad: { cardId: string; amountCents: number }[] = [];
    for (const { runCard, cardStatus } of pending) {
      if (UNLOADABLE_CARD_STATUSES.has(cardStatus))
        settled.push({ cardId: runCard.cardId, status: 'skipped', reason: `card_${cardStatus}` });
      // A run the funds already ran out on loads nothing more.
      else if (run.reason === 'insufficient_funds')
        settled.push({ cardId: runCard.cardId, status: 'skipped', reason: 'insufficient_funds' });
      else toLoad.push({ cardId: runCard.cardId, amountCents: runCard.amountCents });
    }
    const requests = toLoad.map((load) => ({
      userId: autoload!.createdByUserId,
      key: autoloadLoadKey(run.id, load.cardId),
      method: 'POST',
      route: '/autoloads/{id}/runs/{runId}/load',
      params: { autoloadId: autoload!.id, runId: run.id },
      body: load,
    }));
    // One loadCards call for the batch's new loads, in order; each card's answer is kept under its
    // own key, so a batch redone after a crash or by a second worker loads no card twice.
    const answers = await runIdempotentBatch<CardLoadAnswer>(tx, requests, async (fresh) => {
      const loads = fresh.map((request) => request.body as { cardId: string; amountCents: number });
      const { results } = await loadCards(
        tx,
        access,
        { loads, memo: autoload!.memo ?? `Autoload: ${autoload!.name}` },
        autoload!.createdByUserId,
        context.fixedCustomFields,
        { untilFundsEnd: true },
      );
      return results.map((result) => ({ status: 200, body: { results: [result] } }));
    });
    let fundsOut = false;
    const loaded: { cardId: string; amountCents: number }[] = [];
    toLoad.forEach((load, index) => {
      const answer = answers[index]!;
      const result = answer.status === 200 ? answer.body.results[0] : undefined;
      if (result?.status === 'loaded') {
        settled.push({ cardId: load.cardId, status: 'loaded', reason: null, entryId: result.entryId });
        if (!answer.replayed) loaded.push(load);
        return;
      }
      const code = result?.status === 'failed' ? result.code : 'idempotency_key_reused';
      // The card the funds ran out on failed; the ones after it were never tried.
      const skipped = code === 'insufficient_funds' && fundsOut;
      if (code === 'insufficient_funds') fundsOut = true;
      settled.push({ cardId: load.cardId, status: skipped ? 'skipped' : 'failed', reason: code });
    });
    await settleRunCards(tx, run.id, settled, nowMs);
    await notifyCardholdersOfLoads(tx, context.outbox, loaded);
    const [left] = await tx
      .select({ pending: count() })
      .from(autoloadRunCards)
      .where(and(eq(autoloadRunCards.runId, run.id), eq(autoloadRunCards.status, 'pending')));
    const finished = Number(left?.pending ?? 0) === 0;
    if (finished || fundsOut)
      await tx
        .update(autoloadRuns)
        .set({
          ...(finished ? { status: 'completed', finishedAt: new Date(nowMs) } : {}),
          ...(fundsOut ? { reason: 'insufficient_funds' } : {}),
        })
        .where(eq(autoloadRuns.id, run.id));
    // A run with nothing pending still counts as work, so the caller looks for the next run.
    return Math.max(pending.length, 1);
  });
}
