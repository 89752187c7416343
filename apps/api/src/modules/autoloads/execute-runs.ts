import { and, asc, count, eq } from 'drizzle-orm';
import type { Outbox } from '../../adapters/outbox.ts';
import type { FixedCustomFields } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { autoloadRunCards, autoloadRuns, autoloads, businesses, cards } from '../../db/schema/index.ts';
import { runIdempotent } from '../../lib/idempotency.ts';
import { loadCards } from '../cards/card-loads.ts';
import type { BusinessAccess } from '../tenancy/access.ts';
import { notifyCardholdersOfLoads } from './autoload-notices.ts';

/** Cards loaded per transaction: a crash redoes at most this many, each under its own key. */
export const RUN_CARDS_PER_BATCH = 200;
const UNLOADABLE_CARD_STATUSES = new Set(['closed', 'frozen', 'locked']);

export type ExecuteContext = { outbox: Outbox; fixedCustomFields: FixedCustomFields };

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
    let fundsOut = run.reason === 'insufficient_funds';
    const loaded: { cardId: string; amountCents: number }[] = [];
    for (const { runCard, cardStatus } of pending) {
      const settle = (result: Partial<typeof autoloadRunCards.$inferInsert>) =>
        tx
          .update(autoloadRunCards)
          .set({ ...result, processedAt: new Date(nowMs) })
          .where(and(eq(autoloadRunCards.runId, run.id), eq(autoloadRunCards.cardId, runCard.cardId)));
      if (UNLOADABLE_CARD_STATUSES.has(cardStatus)) {
        await settle({ status: 'skipped', reason: `card_${cardStatus}` });
        continue;
      }
      if (fundsOut) {
        await settle({ status: 'skipped', reason: 'insufficient_funds' });
        continue;
      }
      const load = { cardId: runCard.cardId, amountCents: runCard.amountCents };
      const answer = await runIdempotent(
        tx,
        {
          userId: autoload!.createdByUserId,
          key: autoloadLoadKey(run.id, runCard.cardId),
          method: 'POST',
          route: '/autoloads/{id}/runs/{runId}/load',
          params: { autoloadId: autoload!.id, runId: run.id },
          body: load,
        },
        async (operation) => ({
          status: 200 as const,
          body: await loadCards(
            operation,
            access,
            { loads: [load], memo: autoload!.memo ?? `Autoload: ${autoload!.name}` },
            autoload!.createdByUserId,
            context.fixedCustomFields,
          ),
        }),
      );
      const result = answer.body.results[0]!;
      if (result.status === 'loaded') {
        await settle({ status: 'loaded', entryId: result.entryId, reason: null });
        if (!answer.replayed) loaded.push(load);
      } else {
        await settle({ status: 'failed', reason: result.code });
        if (result.code === 'insufficient_funds') fundsOut = true;
      }
    }
    await notifyCardholdersOfLoads(tx, context.outbox, loaded);
    const [left] = await tx
      .select({ pending: count() })
      .from(autoloadRunCards)
      .where(and(eq(autoloadRunCards.runId, run.id), eq(autoloadRunCards.status, 'pending')));
    const finished = Number(left?.pending ?? 0) === 0;
    if (finished || (fundsOut && run.reason !== 'insufficient_funds'))
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
