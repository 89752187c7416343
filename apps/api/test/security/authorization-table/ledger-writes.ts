// The table's check that a refused write moved nothing, as one counter: row triggers on the ledger
// count every row written to it. The whole-ledger snapshot (moneyKit.snapshot: counts and every
// balance), two per refused write, was the table's largest statement on PGlite and grew with the
// ledger; a counter read is one small row (docs/performance.md, "A worker keeps its PGlite
// databases; the authorization table counts ledger writes").
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/client.ts';
import { rowsOf } from '../../../src/db/client.ts';

/**
 * Counts, in this test database only, each row inserted, updated or deleted in the journal, its
 * postings and the ledger accounts, and each Idempotency-Key answer that becomes or stops being a
 * success (a refusal keeps its own answer under its key: that is no write of the ledger). Stricter
 * than comparing balances: an update that leaves a balance as it was still counts.
 */
export async function installLedgerWriteCount(db: Database): Promise<void> {
  const counted = (table: string, when = '', events = 'insert or update or delete') =>
    `create trigger test_count_${table}_${events.split(' ')[0]} after ${events} on ${table}
      for each row ${when ? `when (${when})` : ''} execute function test_count_ledger_write()`;
  // One statement per call: PGlite's extended protocol takes no more.
  for (const statement of [
    'create table test_ledger_writes (written bigint not null)',
    'insert into test_ledger_writes values (0)',
    `create function test_count_ledger_write() returns trigger language plpgsql as $$
      begin
        update test_ledger_writes set written = written + 1;
        return null;
      end $$`,
    counted('journal_entries'),
    counted('postings'),
    counted('ledger_accounts'),
    counted('idempotency_keys', 'new.response_status < 400', 'insert'),
    counted(
      'idempotency_keys',
      '(old.response_status < 400) is distinct from (new.response_status < 400)',
      'update',
    ),
    counted('idempotency_keys', 'old.response_status < 400', 'delete'),
  ])
    await db.execute(sql.raw(statement));
}

/** How many ledger rows (and successful keys) have been written since the count was installed. */
export async function ledgerWrites(db: Database): Promise<number> {
  const [row] = rowsOf<{ written: string | number }>(
    await db.execute(sql`select written from test_ledger_writes`),
  );
  return Number(row!.written);
}
