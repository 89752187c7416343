import type { ReplacementReason } from '@causeway/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardholders, cards } from '../../db/schema/index.ts';
import { lockAccounts, postLockedEntry } from '../../ledger/post-entry.ts';
import { badRequest, conflict, detail } from '../../lib/errors.ts';
import { recordCardActivity } from '../activities/record-activity.ts';
import { cardOrderView } from '../card-orders/card-order-queries.ts';
import { emailPhysicalCardOrdered } from '../card-orders/order-email.ts';
import {
  type PhysicalOrderContext,
  placePhysicalOrder,
  type Shipping,
} from '../card-orders/physical-order.ts';
import { selectCardSummaries, toCardSummary } from '../cards/card-views.ts';
import { assertIssuesCards } from '../cards/issue-card.ts';
import {
  emailCardholder,
  findOrCreateCardholder,
  type IssueContext,
  issueVirtualCards,
} from '../cards/issue-virtual-cards.ts';
import type { BusinessAccess } from '../tenancy/access.ts';

type Card = typeof cards.$inferSelect;

async function lockedCard(tx: Database, cardId: string) {
  const [card] = await tx.select().from(cards).where(eq(cards.id, cardId)).for('update');
  return card!;
}

function assertOpenVirtualCard(card: Card) {
  if (card.form !== 'virtual') throw badRequest([detail('id', 'virtualCardsOnly')]);
  if (card.status === 'closed') throw conflict('invalid_card_transition', 'This card is closed.');
}

/**
 * Replaces a virtual card (lost or exposed number): a new card for the same holder receives the
 * old card's available funds, and the old card closes. Pending holds stay on the old card until
 * the network clears or reverses them.
 */
export async function reissueVirtualCard(
  tx: Database,
  context: IssueContext,
  access: BusinessAccess,
  cardId: string,
  userId: string,
) {
  const old = await lockedCard(tx, cardId);
  assertOpenVirtualCard(old);
  const [holder] = await tx.select().from(cardholders).where(eq(cardholders.id, old.cardholderId));
  const [replacement] = await issueVirtualCards(tx, context, access.business, [
    {
      firstName: holder!.firstName,
      lastName: holder!.lastName,
      email: holder!.email!,
      phone: holder!.phone ?? undefined,
    },
  ]);
  const [newCard] = await tx.select().from(cards).where(eq(cards.id, replacement!.id));
  await closeIntoReplacement(tx, access, old, newCard!.accountId, userId, { replacementCardId: newCard!.id });
  const rows = await selectCardSummaries(tx).where(eq(cards.id, old.id));
  const [refreshed] = await selectCardSummaries(tx).where(eq(cards.id, newCard!.id));
  return { previousCard: toCardSummary(rows[0]!), card: toCardSummary(refreshed!) };
}

/**
 * Moves the old card's available funds (balance less pending holds) to its replacement through the
 * ledger, closes the old card and records card_reissued on it. Pending holds stay on the old card
 * until the network clears or reverses them.
 */
async function closeIntoReplacement(
  tx: Database,
  access: BusinessAccess,
  old: Card,
  replacementAccountId: string,
  userId: string,
  details: Record<string, unknown>,
) {
  const locked = await lockAccounts(tx, [old.accountId, replacementAccountId]);
  const oldAccount = locked.get(old.accountId)!;
  const movedCents = Math.max(oldAccount.balanceCents - oldAccount.heldCents, 0);
  if (movedCents > 0) {
    await postLockedEntry(tx, locked, {
      organizationId: access.topLevelBusinessId,
      kind: 'card_transfer',
      memo: 'Card reissued',
      createdByUserId: userId,
      postings: [
        { accountId: old.accountId, amountCents: -movedCents },
        { accountId: replacementAccountId, amountCents: movedCents },
      ],
    });
  }
  await tx.update(cards).set({ status: 'closed' }).where(eq(cards.id, old.id));
  await recordCardActivity(tx, {
    cardId: old.id,
    businessId: old.businessId,
    type: 'card_reissued',
    actorUserId: userId,
    details: { ...details, movedCents },
  });
  return movedCents;
}

/**
 * Replaces a card (lost, stolen or damaged) with a new physical card for the same holder and
 * program, shipped to the address: a card order 'ordered' (card_order_placed on the new card), the
 * available funds moved, the old card closed (card_reissued), and the holder emailed. Any card that
 * is not closed may be replaced, a virtual one too.
 */
export async function reissueAndShip(
  tx: Database,
  context: PhysicalOrderContext,
  access: BusinessAccess,
  cardId: string,
  input: Shipping & { replacementReason: ReplacementReason },
  userId: string,
) {
  const old = await lockedCard(tx, cardId);
  if (old.status === 'closed') throw conflict('invalid_card_transition', 'This card is closed.');
  assertIssuesCards(access.business);
  const [holder] = await tx.select().from(cardholders).where(eq(cardholders.id, old.cardholderId));
  const { card, orderId } = await placePhysicalOrder(tx, context, access.business, holder!, input, userId, {
    replacesCardId: old.id,
    replacementReason: input.replacementReason,
  });
  const movedCents = await closeIntoReplacement(tx, access, old, card.accountId, userId, {
    replacementCardId: card.id,
    replacementReason: input.replacementReason,
    orderId,
    fromStatus: old.status,
  });
  await emailPhysicalCardOrdered(tx, context, access.business, holder!, {
    last4: card.last4,
    shipmentMethod: input.shipmentMethod,
    replacesLast4: old.last4,
  });
  const summaries = await selectCardSummaries(tx).where(inArray(cards.id, [old.id, card.id]));
  const byId = new Map(summaries.map((row) => [row.id, toCardSummary(row)]));
  return {
    previousCard: byId.get(old.id)!,
    card: byId.get(card.id)!,
    order: await cardOrderView(tx, orderId),
    replacementReason: input.replacementReason,
    movedCents,
  };
}

/** Emails the holder of a virtual card again (a fresh account link when they have no account yet). */
export async function resendVirtualCard(
  db: Database,
  context: IssueContext,
  access: BusinessAccess,
  cardId: string,
  userId: string,
) {
  return db.transaction(async (tx) => {
    const card = await lockedCard(tx, cardId);
    assertOpenVirtualCard(card);
    const [holder] = await tx.select().from(cardholders).where(eq(cardholders.id, card.cardholderId));
    if (!holder?.email)
      throw conflict('cardholder_without_email', 'This cardholder has no email address to send the card to.');
    await emailCardholder(tx, context, access.business, holder, card.last4);
    await recordCardActivity(tx, {
      cardId: card.id,
      businessId: card.businessId,
      type: 'virtual_card_resent',
      actorUserId: userId,
    });
    return { cardId: card.id, sentTo: holder.email };
  });
}

export type NewHolder = { firstName: string; lastName: string; email: string; phone?: string | undefined };

/**
 * Gives a card to another person of the same business (a card handed over, or issued to the wrong
 * person). The balance stays with the card; a virtual card's new holder is emailed.
 */
export async function reassociateCard(
  db: Database,
  context: IssueContext,
  access: BusinessAccess,
  cardId: string,
  person: NewHolder,
  userId: string,
) {
  return db.transaction(async (tx) => {
    const card = await lockedCard(tx, cardId);
    if (card.status === 'closed') throw conflict('invalid_card_transition', 'This card is closed.');
    const holder = await findOrCreateCardholder(tx, card.businessId, person);
    if (holder.id === card.cardholderId) {
      throw badRequest([detail('email', 'cardAlreadyBelongsToPerson')]);
    }
    await tx.update(cards).set({ cardholderId: holder.id }).where(eq(cards.id, card.id));
    await recordCardActivity(tx, {
      cardId: card.id,
      businessId: card.businessId,
      type: 'card_reassociated',
      actorUserId: userId,
      details: { fromCardholderId: card.cardholderId, toCardholderId: holder.id },
    });
    if (card.form === 'virtual' && holder.email)
      await emailCardholder(tx, context, access.business, holder, card.last4);
    const [row] = await selectCardSummaries(tx).where(eq(cards.id, card.id));
    return { card: toCardSummary(row!) };
  });
}
