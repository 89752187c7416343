/**
 * Work of this process on the same database row, at most `turnsPerRow` of it at a time: the rest
 * waits here for a turn instead of in PostgreSQL on the row's lock. With eight sessions queued on one
 * hot row (a business's funding account under concurrent card loads) PostgreSQL spent about twice the
 * CPU per statement it spends on one at a time, and carried fewer of them (docs/performance.md,
 * "Turns on a hot row"). Correctness never depends on this: every statement still locks its rows,
 * and other processes are not queued here.
 */
export class RowTurns {
  readonly #rows = new Map<string, { sent: number; waiting: (() => void)[] }>();

  constructor(readonly turnsPerRow: number) {}

  /** Waits for a turn on one row; answers the function that ends it. */
  async #turnOn(rowId: string): Promise<() => void> {
    let row = this.#rows.get(rowId);
    if (!row) {
      row = { sent: 0, waiting: [] };
      this.#rows.set(rowId, row);
    }
    const taken = row;
    if (taken.sent < this.turnsPerRow) taken.sent += 1;
    // A turn that ends hands itself to the first in line, so `sent` stays as it is.
    else await new Promise<void>((resolve) => taken.waiting.push(resolve));
    return () => {
      const next = taken.waiting.shift();
      if (next) next();
      else if (--taken.sent === 0) this.#rows.delete(rowId);
    };
  }

  /**
   * Runs `send` in its turn on every row named. Turns are taken in id order, the order statements
   * lock rows in, so two callers never wait for each other in a cycle. The caller must hold no
   * database connection or lock while it waits (a turn's holder may need a connection).
   */
  async run<T>(rowIds: string[], send: () => Promise<T>): Promise<T> {
    const ends: (() => void)[] = [];
    try {
      for (const rowId of [...new Set(rowIds)].sort()) ends.push(await this.#turnOn(rowId));
      return await send();
    } finally {
      for (const end of ends) end();
    }
  }

  /** Whether a caller is waiting for a turn on the row (one that ends now hands it over). */
  hasWaiting(rowId: string): boolean {
    return (this.#rows.get(rowId)?.waiting.length ?? 0) > 0;
  }

  /** Rows with a turn taken or waited for: none once every caller has finished. */
  get size() {
    return this.#rows.size;
  }
}

/**
 * Statements that lock ledger accounts (a card load's one statement), by account. Two per account:
 * one runs while the next waits on the row's lock, ready the moment it commits; with one, the row sat
 * idle while this process answered a statement and sent the next.
 */
export const accountTurns = new RowTurns(2);

/**
 * An issuer decision's read and write, by card. One per card: the read then sees every decision this
 * process made on the card before it, so the write rarely finds the card changed and falls back to
 * the transaction under the lock (which holds the card's row for four round trips). One card's
 * decisions carried 40–60 % more a second this way, and a 200/s stream on it stopped queueing.
 */
export const cardDecisionTurns = new RowTurns(1);
