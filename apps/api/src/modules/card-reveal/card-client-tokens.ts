import { createLocalJWKSet, jwtVerify, SignJWT } from 'jose';
import { SIGNING_ALGORITHM, type SigningKeyStore } from '../../identity/signing-keys.ts';
import { unauthorized } from '../../lib/errors.ts';

/** Its own audience, so a card token is never accepted as an access token (and the reverse). */
export const CARD_CLIENT_TOKEN_AUDIENCE = 'causeway-card-details';
export const CARD_CLIENT_TOKEN_TTL_SECONDS = 60;

/** A short-lived token naming one card and the cardholder it was issued to. */
export async function issueCardClientToken(
  keys: SigningKeyStore,
  issuer: string,
  cardId: string,
  userId: string,
) {
  const { kid, privateKey } = keys.signingKey();
  const token = await new SignJWT({ uid: userId })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: 'card+jwt' })
    .setIssuer(issuer)
    .setAudience(CARD_CLIENT_TOKEN_AUDIENCE)
    .setSubject(cardId)
    .setIssuedAt()
    .setExpirationTime(`${CARD_CLIENT_TOKEN_TTL_SECONDS}s`)
    .sign(privateKey);
  return { token, expiresIn: CARD_CLIENT_TOKEN_TTL_SECONDS };
}

/** The card a token opens, or 401 when it is forged, expired, or for another card. */
export async function verifyCardClientToken(
  keys: SigningKeyStore,
  issuer: string,
  token: string,
  cardId: string,
) {
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(keys.jwks()), {
      issuer,
      audience: CARD_CLIENT_TOKEN_AUDIENCE,
      algorithms: [SIGNING_ALGORITHM],
      typ: 'card+jwt',
    });
    if (payload.sub !== cardId) throw new Error('another card');
    return { cardId, userId: String(payload.uid) };
  } catch {
    throw unauthorized('invalid_card_token', 'The card token is invalid or expired.');
  }
}
