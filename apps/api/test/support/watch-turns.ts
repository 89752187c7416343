import { vi } from 'vitest';
import type { RowTurns } from '../../src/lib/row-turns.ts';

/**
 * Watches a RowTurns while a test runs (vi.restoreAllMocks ends it): the rows each caller named, and
 * the most sends that ran at once.
 */
export function watchTurns(turns: RowTurns) {
  const run = turns.run.bind(turns);
  const watched = { rowsNamed: [] as string[][], inFlightMax: 0 };
  let inFlight = 0;
  vi.spyOn(turns, 'run').mockImplementation((rowIds, send) => {
    watched.rowsNamed.push([...rowIds].sort());
    return run(rowIds, async () => {
      watched.inFlightMax = Math.max(watched.inFlightMax, ++inFlight);
      try {
        return await send();
      } finally {
        inFlight -= 1;
      }
    });
  });
  return watched;
}
