import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { constantTimeEqual, decryptText, encryptText, randomToken, sha256Hex } from '../lib/crypto.ts';
import { createOneTimeToken } from './one-time-tokens.ts';

export const GOOGLE_STATE_LIFETIME_MS = 10 * 60_000;
export const SIGN_IN_TICKET_LIFETIME_MS = 2 * 60_000;
export const GOOGLE_STATE_COOKIE = 'cw_google_state';

type PendingSignIn = {
  verifier: string;
  nonce: string;
  browserHash: string;
  returnTo: string;
  expiresAtMs: number;
};

/**
 * Google sign-in as an OIDC client (authorization code + PKCE). The pending state travels encrypted
 * in the `state` parameter and is bound to the browser by a cookie, so no session table is needed
 * and any API process can finish the flow. The result is a short single-use ticket that the web
 * exchanges at the token endpoint.
 */
export class GoogleSignIn {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(
    private readonly db: Database,
    private readonly config: Config & { google: NonNullable<Config['google']> },
    private readonly masterKey: Buffer,
  ) {}

  private get redirectUri() {
    return `${this.config.publicUrl}/api/auth/google/callback`;
  }

  private discover() {
    const { issuer, clientId, clientSecret } = this.config.google;
    const url = new URL(issuer);
    const insecure = url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname);
    this.configuration ??= oidc
      .discovery(
        url,
        clientId,
        clientSecret,
        undefined,
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  /** Returns where to send the browser and the cookie value that binds the flow to it. */
  async start(returnTo: string) {
    const configuration = await this.discover();
    const verifier = oidc.randomPKCECodeVerifier();
    const nonce = oidc.randomNonce();
    const browserSecret = randomToken();
    const pending: PendingSignIn = {
      verifier,
      nonce,
      browserHash: sha256Hex(browserSecret),
      returnTo,
      expiresAtMs: Date.now() + GOOGLE_STATE_LIFETIME_MS,
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: encryptText(this.masterKey, JSON.stringify(pending)),
      nonce,
    });
    return { url: url.href, browserSecret };
  }

  /** Finishes the flow; answers the path to send the browser to (with a ticket or an error code). */
  async finish(callbackUrl: URL, browserSecret: string | undefined): Promise<string> {
    const fail = (code: string) => `/login?error=${code}`;
    let pending: PendingSignIn;
    try {
      pending = JSON.parse(
        decryptText(this.masterKey, callbackUrl.searchParams.get('state') ?? ''),
      ) as PendingSignIn;
    } catch {
      return fail('accountError');
    }
    if (
      pending.expiresAtMs < Date.now() ||
      !browserSecret ||
      !constantTimeEqual(pending.browserHash, sha256Hex(browserSecret))
    ) {
      return fail('accountError');
    }
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(await this.discover(), callbackUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: callbackUrl.searchParams.get('state') ?? undefined,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch {
      return fail('accountError');
    }
    const userId = await this.linkedUser(claims);
    if (!userId) return fail('googleNotLinked');
    const ticket = await createOneTimeToken(this.db, 'sign_in_ticket', userId, SIGN_IN_TICKET_LIFETIME_MS);
    const returnTo =
      pending.returnTo.startsWith('/') && !pending.returnTo.startsWith('//') ? pending.returnTo : '/';
    return `/login?ticket=${encodeURIComponent(ticket)}&returnTo=${encodeURIComponent(returnTo)}`;
  }

  /** The account for a Google identity: by its subject, or by verified email on first use (then linked). */
  private async linkedUser(claims: oidc.IDToken | undefined): Promise<string | undefined> {
    if (!claims?.sub) return undefined;
    const [bySubject] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.googleSubject, claims.sub));
    if (bySubject) return bySubject.id;
    const email =
      typeof claims.email === 'string' && claims.email_verified === true
        ? claims.email.toLowerCase()
        : undefined;
    if (!email) return undefined;
    const [byEmail] = await this.db.select().from(users).where(eq(users.email, email));
    if (!byEmail?.activatedAt) return undefined;
    await this.db.update(users).set({ googleSubject: claims.sub }).where(eq(users.id, byEmail.id));
    return byEmail.id;
  }
}
