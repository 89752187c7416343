import { cardDecisionTurns } from '../../lib/row-turns.ts';
import type { DecisionRead } from './decision-statements.ts';

/**
 * How old a kept read may be when the next decision takes it. It also bounds how late a change of
 * the card's spend rules reaches decisions queued on the card (the write checks the status, the
 * balance, the held amount and the running totals, not the rules).
 */
export const RECENT_READ_AGE_MAX_MS = 50;

const recentReads = new Map<string, { read: DecisionRead; keptAtMs: number }>();

/**
 * Keeps what the card looks like after this process's decision, for the decision already waiting for
 * the card's turn: it decides on this instead of reading the card again, one round trip fewer for
 * each purchase queued on a busy card. Kept only when a decision is waiting, so nothing stays.
 */
export function keepReadForNextDecision(cardId: string, read: DecisionRead): void {
  if (cardDecisionTurns.hasWaiting(cardId)) recentReads.set(cardId, { read, keptAtMs: Date.now() });
}

/** The read kept for the card, if it is recent; taken once. Called in the card's turn. */
export function takeRecentRead(cardId: string): DecisionRead | undefined {
  const kept = recentReads.get(cardId);
  recentReads.delete(cardId);
  return kept && Date.now() - kept.keptAtMs <= RECENT_READ_AGE_MAX_MS ? kept.read : undefined;
}

/** Cards with a kept read (for tests: none once every decision has finished). */
export const recentReadCount = () => recentReads.size;
