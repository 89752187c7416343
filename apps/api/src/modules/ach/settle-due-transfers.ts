import { newYorkDate, newYorkTimeMs, SAME_DAY_WINDOWS_NY } from '@causeway/domain';
import { and, asc, eq, inArray, isNotNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bankTransfers } from '../../db/schema/index.ts';
import { completeTransfer } from '../bank-transfers/transfer-outcomes.ts';

// ACH credits have no "paid" message: no news is good news. An entry counts as settled at the Fed's
// settlement time of its effective date, and a return that comes later reverses it from settlement
// (failTransfer). Settlement times, New York (docs/decisions.md "ACH settlement times"):
//   standard ACH: 08:30 on the effective date;
//   same-day windows 10:30, 14:45, 16:45: 13:00, 17:00, 18:00 that day.

export const STANDARD_SETTLEMENT_NY = '08:30';
export const SAME_DAY_SETTLEMENT_NY: Readonly<Record<(typeof SAME_DAY_WINDOWS_NY)[number], string>> = {
  '10:30': '13:00',
  '14:45': '17:00',
  '16:45': '18:00',
};
export const SETTLE_BATCH_SIZE = 500;
const SETTLE_BATCHES_MAX = 40;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Which processing ACH entries have settled by `nowMs`: any effective before today; of today's,
 * none before 08:30, then the ones cut on an earlier day (standard ACH) and the same-day windows
 * whose settlement time has passed.
 */
export function settledCondition(nowMs: number): SQL {
  const today = newYorkDate(nowMs);
  const earlier = lt(bankTransfers.effectiveDate, today);
  if (nowMs < newYorkTimeMs(today, minutesOf(STANDARD_SETTLEMENT_NY))) return earlier;
  let latestSettledCutoffMs = newYorkTimeMs(today, 0) - 1;
  for (const window of SAME_DAY_WINDOWS_NY) {
    if (nowMs >= newYorkTimeMs(today, minutesOf(SAME_DAY_SETTLEMENT_NY[window])))
      latestSettledCutoffMs = newYorkTimeMs(today, minutesOf(window));
  }
  return or(
    earlier,
    and(eq(bankTransfers.effectiveDate, today), lte(bankTransfers.cutoffAt, new Date(latestSettledCutoffMs))),
  )!;
}

/** Completes the ACH transfers that settled by `nowMs`, a batch per transaction; answers how many. */
export async function settleDueTransfers(db: Database, nowMs: number): Promise<number> {
  let settled = 0;
  for (let batch = 0; batch < SETTLE_BATCHES_MAX; batch += 1) {
    const done = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: bankTransfers.id })
        .from(bankTransfers)
        .where(
          and(
            eq(bankTransfers.status, 'processing'),
            inArray(bankTransfers.speed, ['ach', 'sameday_ach']),
            isNotNull(bankTransfers.achFileId),
            settledCondition(nowMs),
          ),
        )
        .orderBy(asc(bankTransfers.effectiveDate), asc(bankTransfers.cutoffAt))
        .limit(SETTLE_BATCH_SIZE)
        .for('update', { skipLocked: true });
      let completed = 0;
      for (const { id } of due) if (await completeTransfer(tx, id)) completed += 1;
      return { claimed: due.length, completed };
    });
    settled += done.completed;
    if (done.claimed < SETTLE_BATCH_SIZE) break;
  }
  return settled;
}
