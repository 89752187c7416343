import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { journalEntries, ledgerAccounts, postings } from '../db/schema/index.ts';
import { ApiError } from '../lib/errors.ts';

const EXTERNAL_KINDS = new Set(['ach_settlement', 'card_network']);
export const POSTINGS_PER_ENTRY_MAX = 8;

export type PostingInput = { accountId: string; amountCents: number };
export type EntryInput = {
  organizationId: string;
  kind: string;
  depositType?: string | null;
  memo?: string | null;
  customFields?: Record<string, string> | null;
  createdByUserId?: string | null;
  postings: PostingInput[];
};

export const insufficientFunds = (message = 'There are not enough available funds for this.') =>
  new ApiError(409, 'insufficient_funds', message);

/**
 * Writes one balanced journal entry and moves the balances it names, in the caller's transaction.
 * Accounts are locked in id order (no deadlocks between concurrent entries); customer accounts may
 * not end below their holds. The database checks the same invariants again (constraints, trigger).
 */
export async function postEntry(tx: Database, input: EntryInput) {
  const { postings: lines } = input;
  if (lines.length < 2 || lines.length > POSTINGS_PER_ENTRY_MAX)
    throw new Error('an entry needs 2 to 8 postings');
  if (lines.some((line) => !Number.isSafeInteger(line.amountCents) || line.amountCents === 0)) {
    throw new Error('posting amounts are non-zero integer cents');
  }
  if (lines.reduce((sum, line) => sum + line.amountCents, 0) !== 0)
    throw new Error('postings must sum to zero');

  const accountIds = [...new Set(lines.map((line) => line.accountId))].sort();
  const locked = await tx
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, accountIds))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  if (locked.length !== accountIds.length) throw new Error('unknown ledger account');

  const balances = new Map(locked.map((account) => [account.id, account]));
  const after = new Map<string, number>();
  const lineBalances = lines.map((line) => {
    const account = balances.get(line.accountId)!;
    const balanceAfterCents = (after.get(line.accountId) ?? account.balanceCents) + line.amountCents;
    if (!EXTERNAL_KINDS.has(account.kind) && balanceAfterCents < account.heldCents) throw insufficientFunds();
    after.set(line.accountId, balanceAfterCents);
    return balanceAfterCents;
  });

  const amountCents = lines
    .filter((line) => line.amountCents > 0)
    .reduce((sum, line) => sum + line.amountCents, 0);
  const [entry] = await tx
    .insert(journalEntries)
    .values({
      organizationId: input.organizationId,
      kind: input.kind,
      depositType: input.depositType ?? null,
      amountCents,
      memo: input.memo ?? null,
      customFields: input.customFields ?? null,
      createdByUserId: input.createdByUserId ?? null,
    })
    .returning({ id: journalEntries.id, createdAt: journalEntries.createdAt });

  await tx.insert(postings).values(
    lines.map((line, index) => ({
      entryId: entry!.id,
      accountId: line.accountId,
      amountCents: line.amountCents,
      balanceAfterCents: lineBalances[index]!,
    })),
  );
  for (const [accountId, balanceAfter] of after) {
    await tx
      .update(ledgerAccounts)
      .set({ balanceCents: sql`${balanceAfter}` })
      .where(sql`${ledgerAccounts.id} = ${accountId}`);
  }
  return { entryId: entry!.id, createdAt: entry!.createdAt, balancesAfter: after };
}
