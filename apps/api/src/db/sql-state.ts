/**
 * The SQLSTATE of a database error, from node-postgres or PGlite, also when Drizzle wraps it (the
 * driver's error is then its `cause`).
 */
export function sqlStateOf(error: unknown): string | undefined {
  for (const candidate of [error, (error as { cause?: unknown } | null)?.cause]) {
    const code = (candidate as { code?: unknown } | null)?.code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

export const SQL_STATE = {
  uniqueViolation: '23505',
  checkViolation: '23514',
  /** A money move's statement found its plan outdated (money_move_expect, migration 0033). */
  moneyMoveNotAsPlanned: 'CW001',
} as const;
