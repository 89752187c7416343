import { ERROR_MESSAGES } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { businesses, cardholders, cards, users } from '../../db/schema/index.ts';
import { decryptText } from '../../lib/crypto.ts';
import { ApiError } from '../../lib/errors.ts';
import { setCardPin } from '../card-lifecycle/card-actions.ts';

const cardError = (status: number, code: keyof typeof ERROR_MESSAGES) =>
  new ApiError(status, code, ERROR_MESSAGES[code]);

/** The card behind a 10-character card ID, with its holder and the names printed on its back. */
async function cardByReference(db: Database, reference: string) {
  const organization = alias(businesses, 'organization');
  const [row] = await db
    .select({
      card: cards,
      holder: cardholders,
      businessName: businesses.name,
      organizationName: organization.name,
    })
    .from(cards)
    .innerJoin(cardholders, eq(cardholders.id, cards.cardholderId))
    .innerJoin(businesses, eq(businesses.id, cards.businessId))
    .leftJoin(organization, eq(organization.id, businesses.parentId))
    .where(eq(cards.reference, reference.toUpperCase()));
  if (!row) throw cardError(404, 'cardNotFound');
  return row;
}

/** Step one of the card-details flow: does this card ID name a physical card that can be linked? */
export async function validateCardReference(db: Database, reference: string) {
  const { card } = await cardByReference(db, reference);
  if (card.form === 'virtual')
    throw cardError(400, card.status === 'inactive' ? 'virtualCardNeedsActivation' : 'cardIsVirtual');
  return { form: 'physical' as const, activationRequired: card.status === 'inactive' };
}

export type CardDetailsProof = { lastSix: string; organizationName: string; expiry: string };

const normalizeName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The card behind a card ID, once the person proves they hold it: the last 6 digits, the
 * organisation name on its back and the expiry. Any mismatch is the one "Invalid card data", so
 * no part can be guessed alone.
 */
async function provenCard(db: Database, reference: string, proof: CardDetailsProof, masterKey: Buffer) {
  const found = await cardByReference(db, reference);
  const { card, businessName, organizationName } = found;
  if (card.form === 'virtual') throw cardError(400, 'cardIsVirtual');
  const number = decryptText(masterKey, card.numberEncrypted);
  const expiry = `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`;
  const names = [businessName, organizationName]
    .filter((name): name is string => Boolean(name))
    .map(normalizeName);
  if (
    number.slice(-6) !== proof.lastSix ||
    expiry !== proof.expiry ||
    !names.includes(normalizeName(proof.organizationName))
  ) {
    throw cardError(400, 'invalidCardData');
  }
  return found;
}

/** Links a physical card to the signed-in account once its holding is proven; linking activates a new card. */
export async function linkCardToAccount(
  db: Database,
  reference: string,
  userId: string,
  proof: CardDetailsProof,
  masterKey: Buffer,
) {
  return db.transaction(async (tx) => {
    const { card, holder } = await provenCard(tx, reference, proof, masterKey);
    if (holder.userId && holder.userId !== userId) throw cardError(409, 'cardAlreadyLinked');
    const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (holder.email && account?.email && holder.email.toLowerCase() !== account.email.toLowerCase()) {
      throw cardError(409, 'cardEmailMismatch');
    }
    await tx.update(cardholders).set({ userId }).where(eq(cardholders.id, holder.id));
    if (card.status === 'inactive')
      await tx.update(cards).set({ status: 'active' }).where(eq(cards.id, card.id));
    return {
      cardId: card.id,
      status: card.status === 'inactive' ? ('active' as const) : (card.status as string),
    };
  });
}

/** The first PIN of a physical card, set without signing in through the card-details flow. */
export async function setFirstPin(
  db: Database,
  reference: string,
  proof: CardDetailsProof,
  pin: string,
  masterKey: Buffer,
) {
  const { card, holder } = await provenCard(db, reference, proof, masterKey);
  return setCardPin(db, card, pin, holder.userId, { firstPinOnly: true });
}
