import { eq } from 'drizzle-orm';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { unauthorized } from '../lib/errors.ts';
import { SIGNING_ALGORITHM, type SigningKeyStore } from './signing-keys.ts';

export const ACCESS_TOKEN_AUDIENCE = 'causeway-api';
const CLOCK_TOLERANCE_SECONDS = 30;
const VERIFIED_TOKENS_MAX = 10_000;

export type VerifiedCaller = { userId: string; issuer: string };

/**
 * Issues the built-in issuer's ES256 access tokens and verifies bearer tokens from every configured
 * issuer: the built-in one, and an external OIDC provider (OIDC_ISSUER) whose tokens are matched to
 * an account by their verified email.
 */
export class AccessTokenService {
  private readonly externalKeys: ReturnType<typeof createRemoteJWKSet> | undefined;
  private externalJwksUri: Promise<URL> | undefined;
  /** Imported public keys, kept between requests (importing a key costs more than verifying). */
  private localKeys: ReturnType<typeof createLocalJWKSet> | undefined;

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly keys: SigningKeyStore,
  ) {
    if (config.externalIssuer) {
      const jwksUri = () => (this.externalJwksUri ??= discoverJwksUri(config.externalIssuer!.issuer));
      let remote: ReturnType<typeof createRemoteJWKSet> | undefined;
      this.externalKeys = (async (header, token) => {
        remote ??= createRemoteJWKSet(await jwksUri());
        return remote(header, token);
      }) as ReturnType<typeof createRemoteJWKSet>;
    }
  }

  get issuer(): string {
    return this.config.publicUrl;
  }

  /**
   * A token for a person, or (with `clientId`) for an API credential: its subject is the
   * credential's acting user and `client_id` names the OAuth client (RFC 9068). A credential's token
   * lives at most `ttlSeconds`.
   */
  async issue(
    userId: string,
    options: { ttlSeconds?: number; clientId?: string } = {},
  ): Promise<{ accessToken: string; expiresIn: number }> {
    const { kid, privateKey } = this.keys.signingKey();
    const expiresIn = Math.min(
      options.ttlSeconds ?? Number.POSITIVE_INFINITY,
      this.config.accessTokenTtlSeconds,
    );
    const accessToken = await new SignJWT(options.clientId ? { client_id: options.clientId } : {})
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: 'at+jwt' })
      .setIssuer(this.issuer)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(`${expiresIn}s`)
      .sign(privateKey);
    return { accessToken, expiresIn };
  }

  /**
   * Verified tokens, kept until they expire: verifying an ES256 signature costs about half a
   * millisecond of CPU on every request otherwise. Bounded; the oldest entry goes first.
   */
  private readonly verified = new Map<string, VerifiedCaller & { expiresAtMs: number }>();

  async verify(token: string): Promise<VerifiedCaller> {
    const cached = this.verified.get(token);
    if (cached && cached.expiresAtMs > Date.now()) return { userId: cached.userId, issuer: cached.issuer };
    const caller = await this.verifyUncached(token);
    if (this.verified.size >= VERIFIED_TOKENS_MAX) this.verified.delete(this.verified.keys().next().value!);
    const expiresAtMs = (decodeJwt(token).exp ?? 0) * 1000;
    this.verified.set(token, { ...caller, expiresAtMs });
    return caller;
  }

  private async verifyUncached(token: string): Promise<VerifiedCaller> {
    let issuer: string | undefined;
    let kid: string | undefined;
    try {
      issuer = decodeJwt(token).iss;
      kid = decodeProtectedHeader(token).kid;
    } catch {
      throw unauthorized('invalid_token', 'The access token is malformed.');
    }
    if (issuer === this.issuer) {
      // Another process may have created a key since this one loaded; reload once for an unknown kid.
      if (!this.keys.hasKid(kid)) {
        await this.keys.load();
        this.localKeys = undefined;
      }
      this.localKeys ??= createLocalJWKSet(this.keys.jwks());
      const payload = await this.verifyWith(token, this.localKeys, {
        issuer,
        audience: ACCESS_TOKEN_AUDIENCE,
        algorithms: [SIGNING_ALGORITHM],
      });
      return { userId: payload.sub!, issuer };
    }
    if (this.externalKeys && issuer === this.config.externalIssuer!.issuer) {
      const payload = await this.verifyWith(token, this.externalKeys, {
        issuer,
        ...(this.config.externalIssuer!.audience ? { audience: this.config.externalIssuer!.audience } : {}),
      });
      return { userId: await this.userIdForExternalClaims(payload), issuer };
    }
    throw unauthorized('invalid_token', 'The access token was issued by an unknown issuer.');
  }

  private async verifyWith(
    token: string,
    keys: Parameters<typeof jwtVerify>[1],
    options: { issuer: string; audience?: string; algorithms?: string[] },
  ): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(token, keys as never, {
        ...options,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      });
      if (!payload.sub) throw new Error('no subject');
      return payload;
    } catch {
      throw unauthorized('invalid_token', 'The access token is invalid or expired.');
    }
  }

  private async userIdForExternalClaims(payload: JWTPayload): Promise<string> {
    const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : undefined;
    if (!email || payload.email_verified === false) {
      throw unauthorized('invalid_token', 'The token carries no verified email.');
    }
    const [user] = await this.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw unauthorized('noAccountForEmail', 'No account found for that email.');
    return user.id;
  }
}

async function discoverJwksUri(issuer: string): Promise<URL> {
  const response = await fetch(
    new URL('.well-known/openid-configuration', issuer.endsWith('/') ? issuer : `${issuer}/`),
  );
  if (!response.ok) throw unauthorized('issuer_unavailable', 'The identity provider could not be reached.');
  const document = (await response.json()) as { jwks_uri?: string };
  if (!document.jwks_uri)
    throw unauthorized('issuer_unavailable', 'The identity provider publishes no keys.');
  return new URL(document.jwks_uri);
}
