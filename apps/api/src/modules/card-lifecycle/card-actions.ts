import {
  CARD_TRANSITIONS,
  type CardStatus,
  type CardTransitionName,
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

/**
 * What the card's holder is told when their card is stopped by the organisation (cardholder spec
 * §4: a frozen or closed card says to contact the organisation); staff get the transition refusal.
 */
function holderRefusal(status: CardStatus) {
  if (status === 'frozen') return new ApiError(409, 'cardFrozen', ERROR_MESSAGES.cardFrozen);
  if (status === 'closed') return new ApiError(409, 'cardClosed', ERROR_MESSAGES.cardClosed);
  return null;
}

/**
 * Applies a lifecycle action: checks the transition under the row lock, moves the status, records
 * it. `byHolder`: the card's own cardholder acts (the cardholder portal).
 */
export async function applyCardAction(
  db: Database,
  card: Card,
  action: CardTransitionName,
  userId: string,
  options: { byHolder?: boolean } = {},
) {
  const transition = CARD_TRANSITIONS[action];
  await db.transaction(async (tx) => {
    const status = await lockCardRow(tx, card.id);
    const result = cardTransition(status, action);
    if (!result.allowed)
      throw (options.byHolder && holderRefusal(status)) || invalidCardTransition(result.message);
    await tx.update(cards).set({ status: result.to }).where(eq(cards.id, card.id));
    await recordCardActivity(tx, {
      cardId: card.id,
      businessId: card.businessId,
      type: transition.event,
      actorUserId: userId,
      details: {
        fromStatus: status,
        toStatus: result.to,
        ...(action === 'activate' ? { form: card.form } : {}),
      },
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

/**
 * Staff activation of a physical card awaiting it (docs/decisions.md "Cardholder-side card API"):
 * inactive → active through the transition table; a virtual card is activated by its emailed link.
 */
export async function activateCard(db: Database, card: Card, userId: string) {
  if (card.form !== 'physical') throw new ApiError(400, 'cardIsVirtual', ERROR_MESSAGES.cardIsVirtual);
  return applyCardAction(db, card, 'activate', userId);
}
