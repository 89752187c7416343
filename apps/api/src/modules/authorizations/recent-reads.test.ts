import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardDecisionTurns } from '../../lib/row-turns.ts';
import type { DecisionRead } from './decision-statements.ts';
import {
  keepReadForNextDecision,
  RECENT_READ_AGE_MAX_MS,
  recentReadCount,
  takeRecentRead,
} from './recent-reads.ts';

const read = { status: 'active', heldCents: 100 } as DecisionRead;

/** Runs `inTurn` in the card's turn while another decision waits for it. */
async function withOneWaiting(cardId: string, inTurn: () => void) {
  let waitingRan = false;
  await Promise.all([
    cardDecisionTurns.run([cardId], async () => {
      await new Promise((resolve) => setImmediate(resolve));
      inTurn();
    }),
    cardDecisionTurns.run([cardId], async () => {
      waitingRan = true;
    }),
  ]);
  expect(waitingRan).toBe(true);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('recent reads', () => {
  it('keeps a read for the decision waiting for the card, which takes it once', async () => {
    await withOneWaiting('card-1', () => keepReadForNextDecision('card-1', read));
    expect(takeRecentRead('card-1')).toBe(read);
    expect(takeRecentRead('card-1')).toBeUndefined();
    expect(recentReadCount()).toBe(0);
  });

  it('keeps nothing when no decision waits for the card', () => {
    keepReadForNextDecision('card-2', read);
    expect(recentReadCount()).toBe(0);
    expect(takeRecentRead('card-2')).toBeUndefined();
  });

  it(`does not give a read older than ${RECENT_READ_AGE_MAX_MS} ms, and lets go of it`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await withOneWaiting('card-3', () => keepReadForNextDecision('card-3', read));
    vi.setSystemTime(Date.now() + RECENT_READ_AGE_MAX_MS + 1);
    expect(takeRecentRead('card-3')).toBeUndefined();
    expect(recentReadCount()).toBe(0);
  });
});
