import type { JournalEntryKind } from '@causeway/domain';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { journalEntries, ledgerAccounts, postings } from '../db/schema/index.ts';
import { ApiError } from '../lib/errors.ts';
import type { AccountBalance } from './accounts.ts';

const EXTERNAL_KINDS = new Set(['ach_settlement', 'card_network']);
export const POSTINGS_PER_ENTRY_MAX = 8;

export type PostingInput = { accountId: string; amountCents: number };
export type EntryInput = {
  organizationId: string;
  kind: JournalEntryKind;
  depositType?: string | null;
  memo?: string | null;
  customFields?: Record<string, string> | null;
  createdByUserId?: string | null;
  postings: PostingInput[];
};
export type PostedEntry = { entryId: string; createdAt: Date; balances: Map<string, AccountBalance> };

export const insufficientFunds = (message = 'There are not enough available funds for this.') =>
  new ApiError(409, 'insufficient_funds', message);

function assertBalanced(lines: PostingInput[]) {
  if (lines.length < 2 || lines.length > POSTINGS_PER_ENTRY_MAX)
    throw new Error('an entry needs 2 to 8 postings');
  if (lines.some((line) => !Number.isSafeInteger(line.amountCents) || line.amountCents === 0)) {
    throw new Error('posting amounts are non-zero integer cents');
  }
  if (lines.reduce((sum, line) => sum + line.amountCents, 0) !== 0)
    throw new Error('postings must sum to zero');
}

/**
 * Writes one balanced journal entry and moves the balances it names, in the caller's transaction.
 * Accounts are locked in id order (no deadlocks between concurrent entries) and checked before
 * anything is written, so a refusal leaves the transaction clean; customer accounts may not end
 * below their holds. The database checks the same invariants again (constraints, trigger).
 */
export async function postEntry(tx: Database, input: EntryInput): Promise<PostedEntry> {
  assertBalanced(input.postings);
  const locked = await lockAccounts(
    tx,
    input.postings.map((line) => line.accountId),
  );
  return postLockedEntry(tx, locked, input);
}

export type LockedAccount = { id: string; kind: string; balanceCents: number; heldCents: number };

/** Locks ledger rows in id order (the one order every writer uses, so none deadlock). */
export async function lockAccounts(tx: Database, ids: string[]): Promise<Map<string, LockedAccount>> {
  const accountIds = [...new Set(ids)].sort();
  const locked = await tx
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      balanceCents: ledgerAccounts.balanceCents,
      heldCents: ledgerAccounts.heldCents,
    })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, accountIds))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  if (locked.length !== accountIds.length) throw new Error('unknown ledger account');
  return new Map(locked.map((account) => [account.id, account]));
}

/**
 * Posts an entry on rows the caller already locked in this transaction; the map is kept current,
 * so several entries can be posted under one lock. A refusal throws before anything is written.
 */
export async function postLockedEntry(
  tx: Database,
  locked: Map<string, LockedAccount>,
  input: EntryInput,
): Promise<PostedEntry> {
  const lines = input.postings;
  assertBalanced(lines);
  const balanceAfter = new Map<string, number>();
  const lineBalances = lines.map((line) => {
    const account = locked.get(line.accountId);
    if (!account) throw new Error('posting on an account that is not locked');
    const after = (balanceAfter.get(line.accountId) ?? account.balanceCents) + line.amountCents;
    if (!EXTERNAL_KINDS.has(account.kind) && after < account.heldCents) throw insufficientFunds();
    balanceAfter.set(line.accountId, after);
    return after;
  });

  const entry = await writeEntry(tx, input, lineBalances, balanceAfter);
  const balances = new Map<string, AccountBalance>();
  for (const [accountId, balanceCents] of balanceAfter) {
    const account = locked.get(accountId)!;
    account.balanceCents = balanceCents;
    balances.set(accountId, {
      balanceCents,
      heldCents: account.heldCents,
      availableCents: balanceCents - account.heldCents,
    });
  }
  return { ...entry, balances };
}

/**
 * Every write of an entry in one statement (balances, entry, postings), so the rows locked by
 * postEntry are held for as few round trips as possible.
 */
async function writeEntry(
  tx: Database,
  input: EntryInput,
  lineBalances: number[],
  balanceAfter: Map<string, number>,
) {
  const lines = input.postings;
  const amountCents = lines
    .filter((line) => line.amountCents > 0)
    .reduce((sum, line) => sum + line.amountCents, 0);
  const moves = sql.join(
    [...balanceAfter].map(([accountId, after]) => sql`(${accountId}::uuid, ${after}::bigint)`),
    sql`, `,
  );
  const lineValues = sql.join(
    lines.map(
      (line, index) =>
        sql`(${line.accountId}::uuid, ${line.amountCents}::bigint, ${lineBalances[index]!}::bigint, ${index}::int)`,
    ),
    sql`, `,
  );
  const customFields = input.customFields ? JSON.stringify(input.customFields) : null;
  const result = await tx.execute(sql`
    with moved as (
      update ${ledgerAccounts} set balance_cents = moves.balance_after
      from (values ${moves}) as moves(account_id, balance_after)
      where ${ledgerAccounts.id} = moves.account_id
      returning 1
    ), entry as (
      insert into ${journalEntries} (organization_id, kind, deposit_type, amount_cents, memo, custom_fields, created_by_user_id)
      values (${input.organizationId}::uuid, ${input.kind}, ${input.depositType ?? null}, ${amountCents}, ${input.memo ?? null},
              ${customFields}::jsonb, ${input.createdByUserId ?? null}::uuid)
      returning id, created_at
    ), posted as (
      insert into ${postings} (entry_id, account_id, amount_cents, balance_after_cents, created_at)
      select entry.id, lines.account_id, lines.amount_cents, lines.balance_after, entry.created_at
      from entry, (values ${lineValues}) as lines(account_id, amount_cents, balance_after, position)
      order by lines.position
      returning 1
    )
    select entry.id, entry.created_at, (select count(*) from moved) as moved, (select count(*) from posted) as posted from entry`);
  const [row] = (
    result as unknown as {
      rows: { id: string; created_at: string | Date; moved: number | string; posted: number | string }[];
    }
  ).rows;
  if (!row || Number(row.moved) !== balanceAfter.size || Number(row.posted) !== lines.length) {
    throw new Error('ledger write incomplete');
  }
  return { entryId: row.id, createdAt: new Date(row.created_at) };
}
