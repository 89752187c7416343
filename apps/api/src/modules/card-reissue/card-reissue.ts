import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardholders, cards } from '../../db/schema/index.ts';
import { lockAccounts, postLockedEntry } from '../../ledger/post-entry.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { recordCardActivity } from '../activities/record-activity.ts';
import { selectCardSummaries, toCardSummary } from '../cards/card-views.ts';
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
  if (card.form !== 'virtual')
    throw badRequest('This action works only for virtual cards.', [
      { field: 'id', message: 'This action works only for virtual cards.' },
    ]);
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
  const locked = await lockAccounts(tx, [old.accountId, newCard!.accountId]);
  const oldAccount = locked.get(old.accountId)!;
  const movableCents = oldAccount.balanceCents - oldAccount.heldCents;
  if (movableCents > 0) {
    await postLockedEntry(tx, locked, {
      organizationId: access.topLevelBusinessId,
      kind: 'card_transfer',
      memo: 'Card reissued',
      createdByUserId: userId,
      postings: [
        { accountId: old.accountId, amountCents: -movableCents },
        { accountId: newCard!.accountId, amountCents: movableCents },
      ],
    });
  }
  await tx.update(cards).set({ status: 'closed' }).where(eq(cards.id, old.id));
  await recordCardActivity(tx, {
    cardId: old.id,
    businessId: old.businessId,
    type: 'card_reissued',
    actorUserId: userId,
    details: { replacementCardId: newCard!.id, movedCents: Math.max(movableCents, 0) },
  });
  const rows = await selectCardSummaries(tx).where(eq(cards.id, old.id));
  const [refreshed] = await selectCardSummaries(tx).where(eq(cards.id, newCard!.id));
  return { previousCard: toCardSummary(rows[0]!), card: toCardSummary(refreshed!) };
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
      throw badRequest('The card already belongs to this person.', [
        { field: 'email', message: 'The card already belongs to this person.' },
      ]);
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
