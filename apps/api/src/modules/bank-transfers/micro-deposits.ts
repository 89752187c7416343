import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Outbox } from '../../adapters/outbox.ts';
import type { Database } from '../../db/client.ts';
import { recipientMicroDeposits } from '../../db/schema/index.ts';
import { apiError } from '../../lib/errors.ts';
import { finishAccountVerification } from './account-verification.ts';
import type { BankAccountRow } from './bank-accounts.ts';

// A manually entered account is confirmed by two small credits the recipient reads on their
// statement (Plaid's and Stripe's micro-deposit flow): 3 tries, then they start over; 10 days to
// answer, since the credits take 1 to 2 business days to show.
export const MICRO_DEPOSIT_TRIES_MAX = 3;
export const MICRO_DEPOSIT_TTL_MS = 10 * 24 * 60 * 60 * 1000;

type MicroDepositRow = typeof recipientMicroDeposits.$inferSelect;

export const attemptsLeft = (row: MicroDepositRow) =>
  Math.max(0, MICRO_DEPOSIT_TRIES_MAX - row.wrongAttempts);

/**
 * Chooses the two amounts. In the sandbox the "bank statement" is the sandbox outbox: the credits
 * appear there as a message to the recipient's address. Only the sandbox uses them: the real
 * rails verify by prenote (start-account-verification.ts).
 */
export async function startMicroDeposits(
  tx: Database,
  context: { outbox: Outbox },
  account: BankAccountRow,
  recipientEmail: string,
  nowMs = Date.now(),
) {
  const firstAmountCents = randomInt(1, 100);
  const secondAmountCents = randomInt(1, 100);
  await tx.insert(recipientMicroDeposits).values({
    bankAccountId: account.id,
    firstAmountCents,
    secondAmountCents,
    expiresAt: new Date(nowMs + MICRO_DEPOSIT_TTL_MS),
  });
  const dollars = (cents: number) => `$0.${String(cents).padStart(2, '0')}`;
  await context.outbox.email(tx, {
    to: recipientEmail,
    subject: `[Sandbox bank] Two deposits to the account ending in ${account.accountLast4}`,
    body: `Statement of the account ending in ${account.accountLast4}: ACCTVERIFY ${dollars(firstAmountCents)} and ACCTVERIFY ${dollars(secondAmountCents)}.`,
  });
}

export async function microDepositsOf(db: Database, bankAccountId: string) {
  const [row] = await db
    .select()
    .from(recipientMicroDeposits)
    .where(
      and(eq(recipientMicroDeposits.bankAccountId, bankAccountId), isNull(recipientMicroDeposits.verifiedAt)),
    );
  return row ?? null;
}

/**
 * The recipient's answer. A wrong pair is counted before the refusal (not rolled back with it);
 * the third wrong pair fails the account, and the recipient starts over with a retry.
 */
export async function confirmMicroDeposits(
  db: Database,
  outbox: Outbox,
  account: BankAccountRow,
  amounts: { firstAmountCents: number; secondAmountCents: number },
  nowMs = Date.now(),
): Promise<'verified'> {
  const row = await microDepositsOf(db, account.id);
  if (!row || row.expiresAt.getTime() <= nowMs || attemptsLeft(row) === 0)
    throw apiError('micro_deposits_expired');
  const sent = [row.firstAmountCents, row.secondAmountCents].sort((a, b) => a - b);
  const typed = [amounts.firstAmountCents, amounts.secondAmountCents].sort((a, b) => a - b);
  if (sent[0] !== typed[0] || sent[1] !== typed[1]) {
    const [counted] = await db
      .update(recipientMicroDeposits)
      .set({ wrongAttempts: sql`${recipientMicroDeposits.wrongAttempts} + 1` })
      .where(eq(recipientMicroDeposits.id, row.id))
      .returning();
    if (attemptsLeft(counted!) === 0)
      await db.transaction((tx) =>
        finishAccountVerification(
          tx,
          outbox,
          account,
          { verified: false, failureReason: 'erroneous_data' },
          { by: 'micro_deposits' },
        ),
      );
    throw apiError('micro_deposits_incorrect');
  }
  await db.transaction(async (tx) => {
    await tx
      .update(recipientMicroDeposits)
      .set({ verifiedAt: sql`now()` })
      .where(eq(recipientMicroDeposits.id, row.id));
    await finishAccountVerification(tx, outbox, account, { verified: true }, { by: 'micro_deposits' });
  });
  return 'verified';
}
