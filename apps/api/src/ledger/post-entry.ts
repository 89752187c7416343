import { randomUUID } from 'node:crypto';
import type { JournalEntryKind } from '@causeway/domain';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { journalEntries, ledgerAccounts, postings } from '../db/schema/index.ts';
import { ApiError } from '../lib/errors.ts';
import type { AccountBalance } from './accounts.ts';
import { executeWriteParts, type WriteParts } from './write-parts.ts';

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
  const [posted] = await postLockedEntries(tx, locked, [input]);
  if (posted instanceof ApiError) throw posted;
  return posted!;
}

/**
 * Posts many entries on rows the caller already locked, in order, in one statement: each entry is
 * checked against the balances the ones before it leave, and an entry that would overdraw is
 * answered as its refusal and not written, so the others still post. Answers one PostedEntry or
 * ApiError per input, in input order. A batch of card loads costs one round trip, not one per card.
 */
export async function postLockedEntries(
  tx: Database,
  locked: Map<string, LockedAccount>,
  inputs: EntryInput[],
): Promise<(PostedEntry | ApiError)[]> {
  const { outcomes, parts } = planLockedEntries(locked, inputs);
  if (!parts) return outcomes as ApiError[];
  const row = await executeWriteParts(tx, [parts]);
  const createdAt = new Date(row.entry_created_at as string | Date);
  return outcomes.map((outcome) => (outcome instanceof ApiError ? outcome : { ...outcome, createdAt }));
}

/** An entry checked against the locked balances: its id and the balances it leaves. */
export type PlannedEntryResult = { entryId: string; balances: Map<string, AccountBalance> };

/**
 * postLockedEntries without the round trip: checks the entries against the locked rows (the map is
 * kept current) and answers each one's id and balances, or its refusal, with the statement parts
 * that write them (undefined when every entry was refused). The caller sends the parts, alone or
 * with other writes of the same move in one statement (executeWriteParts).
 */
export function planLockedEntries(
  locked: Map<string, LockedAccount>,
  inputs: EntryInput[],
): { outcomes: (PlannedEntryResult | ApiError)[]; parts: WriteParts | undefined } {
  const balanceAfter = new Map<string, number>();
  const planned: PlannedEntry[] = [];
  const checked = inputs.map((input): PlannedEntry | ApiError => {
    assertBalanced(input.postings);
    const entryAfter = new Map<string, number>();
    const lineBalances: number[] = [];
    for (const line of input.postings) {
      const account = locked.get(line.accountId);
      if (!account) throw new Error('posting on an account that is not locked');
      const before =
        entryAfter.get(line.accountId) ?? balanceAfter.get(line.accountId) ?? account.balanceCents;
      const after = before + line.amountCents;
      if (!EXTERNAL_KINDS.has(account.kind) && after < account.heldCents) return insufficientFunds();
      entryAfter.set(line.accountId, after);
      lineBalances.push(after);
    }
    for (const [accountId, after] of entryAfter) balanceAfter.set(accountId, after);
    const entry = { entryId: randomUUID(), input, lineBalances, balanceAfter: entryAfter };
    planned.push(entry);
    return entry;
  });
  if (planned.length === 0) return { outcomes: checked as ApiError[], parts: undefined };

  const parts = entryWriteParts(planned, locked, balanceAfter);
  for (const [accountId, balanceCents] of balanceAfter) locked.get(accountId)!.balanceCents = balanceCents;
  const outcomes = checked.map((outcome) => {
    if (outcome instanceof ApiError) return outcome;
    const balances = new Map<string, AccountBalance>();
    for (const [accountId, balanceCents] of outcome.balanceAfter) {
      const { heldCents } = locked.get(accountId)!;
      balances.set(accountId, { balanceCents, heldCents, availableCents: balanceCents - heldCents });
    }
    return { entryId: outcome.entryId, balances };
  });
  return { outcomes, parts };
}

/** An entry checked and given its id, waiting to be written with the others of its batch. */
type PlannedEntry = {
  entryId: string;
  input: EntryInput;
  lineBalances: number[];
  balanceAfter: Map<string, number>;
};

/**
 * Every write of a batch of entries (balances, entries, postings) as parts of one statement, so the
 * rows are held for as few round trips as possible. The statement locks the rows again in id order
 * (a no-op for a caller holding them; the lock itself for a move planned on rows read without one,
 * runIdempotent's unlocked attempt) and moves each balance by its change, not to a value: the
 * postings' balances after, and the answer's (movedBalance), come from the rows as the statement
 * finds them. The ledger's CHECK refuses an overdraft there. Entry ids are made here, so postings
 * name their entry without relying on the order rows come back in.
 */
function entryWriteParts(
  entries: PlannedEntry[],
  locked: Map<string, LockedAccount>,
  balanceAfter: Map<string, number>,
): WriteParts {
  const accountIds = [...balanceAfter.keys()].sort();
  const changeOf = (accountId: string) => balanceAfter.get(accountId)! - locked.get(accountId)!.balanceCents;
  const moves = sql.join(
    accountIds.map((accountId) => sql`(${accountId}::uuid, ${changeOf(accountId)}::bigint)`),
    sql`, `,
  );
  const entryValues = sql.join(
    entries.map(({ entryId, input }) => {
      const amountCents = input.postings
        .filter((line) => line.amountCents > 0)
        .reduce((sum, line) => sum + line.amountCents, 0);
      const customFields = input.customFields ? JSON.stringify(input.customFields) : null;
      return sql`(${entryId}::uuid, ${input.organizationId}::uuid, ${input.kind}, ${input.depositType ?? null}, ${amountCents}::bigint,
                  ${input.memo ?? null}, ${customFields}::jsonb, ${input.createdByUserId ?? null}::uuid)`;
    }),
    sql`, `,
  );
  // Each line's balance after, as the change from the balance before the batch (`running`).
  let position = 0;
  const lineValues = sql.join(
    entries.flatMap(({ entryId, input, lineBalances }) =>
      input.postings.map((line, index) => {
        const running = lineBalances[index]! - locked.get(line.accountId)!.balanceCents;
        return sql`(${entryId}::uuid, ${line.accountId}::uuid, ${line.amountCents}::bigint, ${running}::bigint, ${position++}::int)`;
      }),
    ),
    sql`, `,
  );
  const linesCount = entries.reduce((sum, entry) => sum + entry.input.postings.length, 0);
  return {
    ctes: [
      sql`locked_accounts as materialized (
      select ${ledgerAccounts.id} from ${ledgerAccounts} where ${inArray(ledgerAccounts.id, accountIds)}
      order by ${ledgerAccounts.id} for update
    )`,
      sql`moved as (
      update ${ledgerAccounts} set balance_cents = ${ledgerAccounts.balanceCents} + moves.change
      from (values ${moves}) as moves(account_id, change)
      where ${ledgerAccounts.id} = moves.account_id and (select count(*) from locked_accounts) = ${accountIds.length}
      returning ${ledgerAccounts.id} as id, ${ledgerAccounts.balanceCents} as balance_cents,
        ${ledgerAccounts.heldCents} as held_cents, moves.change
    )`,
      sql`entry as (
      insert into ${journalEntries} (id, organization_id, kind, deposit_type, amount_cents, memo, custom_fields, created_by_user_id)
      values ${entryValues}
      returning id, created_at
    )`,
      sql`posted as (
      insert into ${postings} (entry_id, account_id, amount_cents, balance_after_cents, created_at)
      select entry.id, lines.account_id, lines.amount_cents, moved.balance_cents - moved.change + lines.running,
        entry.created_at
      from (values ${lineValues}) as lines(entry_id, account_id, amount_cents, running, position)
      join entry on entry.id = lines.entry_id
      join moved on moved.id = lines.account_id
      order by lines.position
      returning 1
    )`,
    ],
    columns: [
      sql`(select min(created_at) from entry) as entry_created_at`,
      sql`money_move_expect((select count(*) from entry) = ${entries.length}
        and (select count(*) from moved) = ${accountIds.length}
        and (select count(*) from posted) = ${linesCount}, 'ledger entries written') as entries_written`,
    ],
    lockedAccountIds: accountIds,
  };
}

/**
 * An account's balance after the entries of the statement it is written in, as the answer shows
 * it (AccountBalance), computed from the row the statement moved: for a value of a stored answer
 * (runIdempotent's AnswerSlot) that a plan on unlocked rows cannot know.
 */
export const movedBalance = (accountId: string) =>
  sql`(select jsonb_build_object('balanceCents', moved.balance_cents, 'heldCents', moved.held_cents,
        'availableCents', moved.balance_cents - moved.held_cents) from moved where moved.id = ${accountId}::uuid)`;
