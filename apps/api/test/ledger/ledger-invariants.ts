import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];

/** Reads the whole ledger and answers every invariant that does not hold (empty when all hold). */
export async function ledgerViolations(db: Database): Promise<string[]> {
  const violations: string[] = [];
  const unbalanced = rowsOf(
    await db.execute(
      sql`select entry_id, sum(amount_cents)::bigint as total from postings group by entry_id having sum(amount_cents) <> 0`,
    ),
  );
  for (const row of unbalanced) violations.push(`entry ${row.entry_id} sums to ${row.total}`);

  const drift = rowsOf(
    await db.execute(sql`
      select a.id, a.balance_cents, coalesce(sum(p.amount_cents), 0)::bigint as posted
      from ledger_accounts a left join postings p on p.account_id = a.id
      group by a.id, a.balance_cents
      having a.balance_cents <> coalesce(sum(p.amount_cents), 0)`),
  );
  for (const row of drift)
    violations.push(`account ${row.id} balance ${row.balance_cents} but postings sum to ${row.posted}`);

  const overdrawn = rowsOf(
    await db.execute(
      sql`select id, balance_cents, held_cents from ledger_accounts where kind in ('funding', 'card') and (balance_cents < 0 or balance_cents < held_cents)`,
    ),
  );
  for (const row of overdrawn)
    violations.push(`account ${row.id} overdrawn: ${row.balance_cents} (holds ${row.held_cents})`);

  const [world] = rowsOf(
    await db.execute(sql`select coalesce(sum(balance_cents), 0)::bigint as total from ledger_accounts`),
  );
  if (Number(world?.total) !== 0) violations.push(`all accounts together hold ${world?.total}, not 0`);
  return violations;
}

/** Money held for customers: every funding and card account. */
export async function customerMoneyCents(db: Database, organizationId?: string): Promise<number> {
  const [row] = rowsOf(
    await db.execute(
      organizationId
        ? sql`select coalesce(sum(a.balance_cents), 0)::bigint as total from ledger_accounts a join businesses b on b.id = a.business_id where a.kind in ('funding', 'card') and coalesce(b.parent_id, b.id) = ${organizationId}`
        : sql`select coalesce(sum(balance_cents), 0)::bigint as total from ledger_accounts where kind in ('funding', 'card')`,
    ),
  );
  return Number(row?.total ?? 0);
}
