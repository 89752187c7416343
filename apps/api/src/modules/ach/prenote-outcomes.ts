import { addBusinessDays, newYorkDate, returnCodeAction } from '@causeway/domain';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Outbox } from '../../adapters/outbox.ts';
import type { Database } from '../../db/client.ts';
import { recipientBankAccounts, recipientPrenotes } from '../../db/schema/index.ts';
import { finishAccountVerification } from '../bank-transfers/account-verification.ts';

// A prenote has no "accepted" message either: the account counts as verified when no return came
// within the waiting days after the entry's effective date. RDFIs must return a prenote within two
// banking days of settlement; we wait one more for files that arrive late in the day.

export const PRENOTE_WAIT_BUSINESS_DAYS = 3;
const VERIFY_BATCH_SIZE = 500;

type PrenoteRow = typeof recipientPrenotes.$inferSelect;

const MS_PER_DAY = 86_400_000;
const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - MS_PER_DAY).toISOString().slice(0, 10);

/** The latest effective date whose waiting days have all passed on `today` (both New York dates). */
export function lastQuietEffectiveDate(today: string): string {
  let date = dayBefore(today);
  while (addBusinessDays(date, PRENOTE_WAIT_BUSINESS_DAYS) > today) date = dayBefore(date);
  return date;
}

/** The prenotes a return or NOC file names, by trace number. */
export async function prenotesByTrace(tx: Database, traceNumbers: string[]) {
  if (traceNumbers.length === 0) return new Map<string, PrenoteRow>();
  const rows = await tx
    .select()
    .from(recipientPrenotes)
    .where(inArray(recipientPrenotes.traceNumber, traceNumbers));
  return new Map(rows.map((row) => [row.traceNumber!, row]));
}

async function accountOf(tx: Database, prenote: PrenoteRow) {
  const [account] = await tx
    .select()
    .from(recipientBankAccounts)
    .where(eq(recipientBankAccounts.id, prenote.bankAccountId));
  return account!;
}

/**
 * Verifies the accounts whose prenote had no return by `nowMs`. Only an account still pending is
 * verified: one replaced or disabled meanwhile keeps its state, and its prenote is closed all the same.
 */
export async function verifyQuietPrenotes(db: Database, outbox: Outbox, nowMs: number): Promise<number> {
  const quietSince = lastQuietEffectiveDate(newYorkDate(nowMs));
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(recipientPrenotes)
      .where(and(eq(recipientPrenotes.status, 'sent'), lte(recipientPrenotes.effectiveDate, quietSince)))
      .orderBy(asc(recipientPrenotes.effectiveDate))
      .limit(VERIFY_BATCH_SIZE)
      .for('update', { skipLocked: true });
    let verified = 0;
    for (const prenote of due) {
      await tx
        .update(recipientPrenotes)
        .set({ status: 'verified', updatedAt: sql`now()` })
        .where(eq(recipientPrenotes.id, prenote.id));
      const account = await accountOf(tx, prenote);
      if (account.verificationStatus !== 'pending' || account.disabledAt) continue;
      await finishAccountVerification(tx, outbox, account, { verified: true }, { by: 'prenote' });
      verified += 1;
    }
    return verified;
  });
}

/**
 * A return of a prenote fails the account's verification with the reason the return code means
 * (the same table as for transfers), and the recipient is told; a second return of it is a no-op.
 */
export async function failPrenote(tx: Database, outbox: Outbox, prenote: PrenoteRow, returnCode: string) {
  const [claimed] = await tx
    .update(recipientPrenotes)
    .set({ status: 'returned', returnCode, updatedAt: sql`now()` })
    .where(and(eq(recipientPrenotes.id, prenote.id), inArray(recipientPrenotes.status, ['sent', 'verified'])))
    .returning();
  if (!claimed) return false;
  const account = await accountOf(tx, prenote);
  if (account.disabledAt) return true;
  const { failureReason } = returnCodeAction(returnCode);
  await finishAccountVerification(
    tx,
    outbox,
    account,
    { verified: false, failureReason },
    { by: 'prenote', code: returnCode },
  );
  return true;
}
