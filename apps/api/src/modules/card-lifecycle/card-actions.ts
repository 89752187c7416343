import {
  CARD_TRANSITIONS,
  type CardAction,
  type CardStatus,
  canSetPin,
  cardTransition,
  ERROR_MESSAGES,
} from '@causeway/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardPins, cards } from '../../db/schema/index.ts';
import { hashPassword } from '../../identity/passwords.ts';
import { ApiError, conflict } from '../../lib/errors.ts';
import { recordCardActivity } from '../activities/record-activity.ts';
import { selectCardSummaries, toCardSummary } from '../cards/card-views.ts';

type Card = typeof cards.$inferSelect;

export const invalidCardTransition = (message: string) => conflict('invalid_card_transition', message);

/** The card's row, locked for the rest of the transaction: concurrent actions apply one at a time. */
async function lockCardRow(tx: Database, cardId: string) {
  const [row] = await tx
    .select({ status: cards.status })
    .from(cards)
    .where(eq(cards.id, cardId))
    .for('update');
  return row!.status as CardStatus;
}

async function cardSummary(db: Database, cardId: string) {
  const [row] = await selectCardSummaries(db).where(eq(cards.id, cardId));
  return toCardSummary(row!);
}

/** Applies a lifecycle action: checks the transition under the row lock, moves the status, records it. */
export async function applyCardAction(db: Database, card: Card, action: CardAction, userId: string) {
  const transition = CARD_TRANSITIONS[action];
  await db.transaction(async (tx) => {
    const status = await lockCardRow(tx, card.id);
    const result = cardTransition(status, action);
    if (!result.allowed) throw invalidCardTransition(result.message);
    await tx.update(cards).set({ status: result.to }).where(eq(cards.id, card.id));
    await recordCardActivity(tx, {
      cardId: card.id,
      businessId: card.businessId,
      type: transition.event,
      actorUserId: userId,
      details: { fromStatus: status, toStatus: result.to },
    });
  });
  return { card: await cardSummary(db, card.id) };
}

const pinRefused = () => new ApiError(409, 'pinNotAllowedForStatus', ERROR_MESSAGES.pinNotAllowedForStatus);

/**
 * Sets (or replaces) the card's PIN as an argon2id hash; refused for frozen and closed cards. The
 * cardholder's unauthenticated flow may only set a first PIN (`firstPinOnly`).
 */
export async function setCardPin(
  db: Database,
  card: Card,
  pin: string,
  userId: string | null,
  options: { firstPinOnly?: boolean } = {},
) {
  if (!canSetPin(card.status as CardStatus)) throw pinRefused();
  const pinHash = await hashPassword(pin);
  await db.transaction(async (tx) => {
    // The status may have moved while the hash was computed; decide again under the lock.
    if (!canSetPin(await lockCardRow(tx, card.id))) throw pinRefused();
    if (options.firstPinOnly) {
      const [existing] = await tx
        .select({ cardId: cardPins.cardId })
        .from(cardPins)
        .where(eq(cardPins.cardId, card.id));
      if (existing) throw new ApiError(409, 'pinAlreadySet', ERROR_MESSAGES.pinAlreadySet);
    }
    const setAt = new Date();
    await tx
      .insert(cardPins)
      .values({ cardId: card.id, pinHash, setByUserId: userId, setAt })
      .onConflictDoUpdate({ target: cardPins.cardId, set: { pinHash, setByUserId: userId, setAt } });
    await recordCardActivity(tx, {
      cardId: card.id,
      businessId: card.businessId,
      type: 'card_pin_set',
      actorUserId: userId,
    });
  });
  return { cardId: card.id, pinSet: true as const };
}
