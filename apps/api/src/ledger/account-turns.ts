/**
 * Statements of this process that lock the same ledger row, at most `turnsPerRow` of them sent at a
 * time: the others wait here for one to answer instead of waiting in PostgreSQL on the row's lock.
 * With eight sessions queued on one hot row (a business's funding account under concurrent card
 * loads) PostgreSQL spent about twice the CPU per statement it spends on one at a time, and carried
 * fewer of them (docs/performance.md, "Turns on a hot ledger row"). Correctness never depends on
 * this: every statement still locks its rows, and other processes are not queued here.
 */
export class AccountTurns {
  readonly #rows = new Map<string, { sent: number; waiting: (() => void)[] }>();

  constructor(readonly turnsPerRow: number) {}

  /** Waits for a turn on one row; answers the function that ends it. */
  async #turnOn(accountId: string): Promise<() => void> {
    let row = this.#rows.get(accountId);
    if (!row) {
      row = { sent: 0, waiting: [] };
      this.#rows.set(accountId, row);
    }
    const taken = row;
    if (taken.sent < this.turnsPerRow) taken.sent += 1;
    // A turn that ends hands itself to the first in line, so `sent` stays as it is.
    else await new Promise<void>((resolve) => taken.waiting.push(resolve));
    return () => {
      const next = taken.waiting.shift();
      if (next) next();
      else if (--taken.sent === 0) this.#rows.delete(accountId);
    };
  }

  /**
   * Runs `send` in its turn on every row it locks. Turns are taken in id order, the order the
   * statements lock rows in, so two callers never wait for each other in a cycle. The caller must
   * hold no database connection or lock while it waits (a turn's holder may need a connection).
   */
  async run<T>(accountIds: string[], send: () => Promise<T>): Promise<T> {
    const ends: (() => void)[] = [];
    try {
      for (const accountId of [...new Set(accountIds)].sort()) ends.push(await this.#turnOn(accountId));
      return await send();
    } finally {
      for (const end of ends) end();
    }
  }

  /** Rows with a turn taken or waited for: none once every caller has finished. */
  get size() {
    return this.#rows.size;
  }
}

/**
 * The process's turns. Two per row: one statement runs while the next waits on the row's lock, ready
 * the moment it commits; the measured alternatives were one per row (the row idle while this process
 * answers and sends the next) and none.
 */
export const accountTurns = new AccountTurns(2);
