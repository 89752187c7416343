import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * Writes that can share one statement with others: data-modifying CTEs (named apart from every
 * other part's) and the columns that count what they wrote, checked once the statement answers
 * (`check`), or inside it (money_move_expect, migration 0033) where the statement may commit on its
 * own. A money move sends all of its parts, and the stored Idempotency-Key answer, as one round trip.
 */
export type WriteParts = {
  ctes: SQL[];
  columns: SQL[];
  check?(row: Record<string, unknown>): void;
  /** The ledger rows the parts lock, for a statement sent in its turn on them (lib/row-turns.ts). */
  lockedAccountIds?: string[];
};

/** Sends the parts as one statement: `with <every CTE> select <every column>`, then each check. */
export async function executeWriteParts(tx: Database, parts: WriteParts[]): Promise<Record<string, unknown>> {
  const result = await tx.execute(
    sql`with ${sql.join(
      parts.flatMap((part) => part.ctes),
      sql`, `,
    )} select ${sql.join(
      parts.flatMap((part) => part.columns),
      sql`, `,
    )}`,
  );
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  if (!row) throw new Error('a combined write answered no row');
  for (const part of parts) part.check?.(row);
  return row;
}

/**
 * Several parts as one, to hand over together (writeOrDefer). The columns of parts that lock no
 * ledger row come first: PostgreSQL computes a statement's columns in order, and runs each CTE when
 * a column first reads it, so their writes are done before the move takes its row locks, and the
 * rows are held for less of the statement (docs/performance.md, "Turns on a hot row").
 */
export function combineWriteParts(parts: WriteParts[]): WriteParts {
  const locking = (part: WriteParts) => (part.lockedAccountIds?.length ?? 0) > 0;
  return {
    ctes: parts.flatMap((part) => part.ctes),
    columns: [...parts.filter((part) => !locking(part)), ...parts.filter(locking)].flatMap(
      (part) => part.columns,
    ),
    lockedAccountIds: parts.flatMap((part) => part.lockedAccountIds ?? []),
    check(row) {
      for (const part of parts) part.check?.(row);
    },
  };
}
