import { CARD_TOKEN_HEADER, cardTokenHeaderSchema } from '@causeway/contracts';
import type { Database } from '../../db/client.ts';
import type { SigningKeyStore } from '../../identity/signing-keys.ts';
import { decryptText } from '../../lib/crypto.ts';
import { fieldError } from '../../lib/errors.ts';
import { issueCardClientToken, verifyCardClientToken } from './card-client-tokens.ts';
import { requireOwnCard } from './cardholder-card.ts';

type TokenKeys = { signingKeys: SigningKeyStore; issuer: string };

/** Step one: a one-minute token for one card, answered to the card's holder only (404 otherwise). */
export async function cardClientTokenFor(db: Database, keys: TokenKeys, cardId: string, userId: string) {
  const card = await requireOwnCard(db, cardId, userId);
  return issueCardClientToken(keys.signingKeys, keys.issuer, card.id, userId);
}

/**
 * Step two: the full number, CVV and expiry, for the X-Card-Token of this card only. The token
 * names the holder; the card must still be theirs.
 */
export async function revealCardDetails(
  db: Database,
  keys: TokenKeys & { masterKey: Buffer },
  cardId: string,
  token: string | string[] | undefined,
) {
  const parsed = cardTokenHeaderSchema.safeParse(token);
  if (!parsed.success) throw fieldError(CARD_TOKEN_HEADER, 'required', { field: CARD_TOKEN_HEADER });
  const { userId } = await verifyCardClientToken(keys.signingKeys, keys.issuer, parsed.data, cardId);
  const card = await requireOwnCard(db, cardId, userId);
  return {
    number: decryptText(keys.masterKey, card.numberEncrypted),
    cvv: decryptText(keys.masterKey, card.cvvEncrypted),
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
  };
}
