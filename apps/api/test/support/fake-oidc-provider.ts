import { createHash, randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export type FakeIdentity = { sub: string; email?: string; email_verified?: boolean };

/**
 * A small OIDC provider on loopback with its own key set. It stands in for Google (authorization
 * code + PKCE, ID tokens) and for an external issuer whose access tokens the API must accept.
 */
export type FakeOidcProvider = Awaited<ReturnType<typeof startFakeOidcProvider>>;

export async function startFakeOidcProvider(clientId = 'causeway-test-client', clientSecret = 'test-secret') {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const kid = 'fake-1';
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  const app = Fastify();
  const codes = new Map<
    string,
    { identity: FakeIdentity; nonce?: string; challenge?: string; redirectUri: string }
  >();
  let nextIdentity: FakeIdentity = { sub: 'google-sub-1', email: 'nobody@example.org', email_verified: true };
  let issuer = '';

  const sign = (claims: JWTPayload, audience: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid })
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);

  app.get('/.well-known/openid-configuration', async () => ({
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['ES256'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
  }));
  app.get('/jwks', async () => ({ keys: [jwk] }));
  app.get('/authorize', async (request, reply) => {
    const query = request.query as Record<string, string>;
    const code = randomBytes(16).toString('hex');
    codes.set(code, {
      identity: nextIdentity,
      nonce: query.nonce,
      challenge: query.code_challenge,
      redirectUri: query.redirect_uri!,
    });
    const target = new URL(query.redirect_uri!);
    target.searchParams.set('code', code);
    if (query.state) target.searchParams.set('state', query.state);
    target.searchParams.set('iss', issuer);
    return reply.redirect(target.href);
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  app.post('/token', async (request, reply) => {
    const body = request.body as Record<string, string>;
    const basic = request.headers.authorization?.replace(/^Basic /, '');
    const [id, secret] = basic
      ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent)
      : [body.client_id, body.client_secret];
    const grant = codes.get(body.code ?? '');
    codes.delete(body.code ?? '');
    const verifierHash = createHash('sha256')
      .update(body.code_verifier ?? '')
      .digest('base64url');
    if (
      id !== clientId ||
      secret !== clientSecret ||
      !grant ||
      grant.challenge !== verifierHash ||
      grant.redirectUri !== body.redirect_uri
    ) {
      return reply.status(400).send({ error: 'invalid_grant' });
    }
    const idToken = await sign({ ...grant.identity, nonce: grant.nonce }, clientId);
    return {
      access_token: randomBytes(16).toString('hex'),
      token_type: 'Bearer',
      expires_in: 300,
      id_token: idToken,
    };
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    issuer,
    clientId,
    clientSecret,
    /** The identity the next /authorize call signs in as. */
    setNextIdentity(identity: FakeIdentity) {
      nextIdentity = identity;
    },
    /** An access token from this issuer, as an external OIDC provider would mint it. */
    mintAccessToken: (claims: JWTPayload, audience = 'causeway-api') => sign(claims, audience),
    close: () => app.close(),
  };
}
