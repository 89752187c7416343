import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOidcProvider, startFakeOidcProvider } from '../support/fake-oidc-provider.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let external: FakeOidcProvider;
const getMe = (userId: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/users/${userId}`, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  external = await startFakeOidcProvider();
  t = await createTestApp({ OIDC_ISSUER: external.issuer, OIDC_AUDIENCE: 'causeway-api' });
});
afterAll(async () => {
  await t.close();
  await external.close();
});

describe('the built-in issuer', () => {
  it('publishes its keys and discovery document, and its tokens verify against them', async () => {
    const discovery = (
      await t.app.inject({ method: 'GET', url: '/.well-known/openid-configuration' })
    ).json();
    expect(discovery).toMatchObject({
      issuer: 'http://localhost:3999',
      jwks_uri: 'http://localhost:3999/.well-known/jwks.json',
    });
    const jwks = (await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
    expect(jwks.keys[0].d).toBeUndefined();

    const token = await t.tokenFor(t.demo.users.admin!);
    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(jwks), {
      issuer: discovery.issuer,
      audience: 'causeway-api',
    });
    expect(payload.sub).toBe(t.demo.users.admin);
    expect(protectedHeader.alg).toBe('ES256');
  });

  it.each([
    ['no header', undefined],
    ['a malformed token', 'Bearer not.a.jwt'],
    ['another scheme', 'Basic YWRtaW46cGFzcw=='],
  ])('refuses %s with 401', async (_case, authorization) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/${t.demo.users.admin}`,
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a token whose signature was tampered with', async () => {
    const token = await t.tokenFor(t.demo.users.admin!);
    const [header, payload] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    forged.sub = t.demo.users.viewer;
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${token.split('.')[2]}`;
    expect((await getMe(t.demo.users.viewer!, tampered)).statusCode).toBe(401);
  });
});

describe('an external OIDC issuer beside the built-in one', () => {
  it('accepts its tokens and maps them to the account with the same verified email', async () => {
    const token = await external.mintAccessToken({
      sub: 'ext-42',
      email: 'finance@example.org',
      email_verified: true,
    });
    const response = await getMe(t.demo.users.finance!, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe('finance@example.org');
  });

  it.each([
    ['no email claim', { sub: 'ext-1' }, 'causeway-api'],
    [
      'an unverified email',
      { sub: 'ext-2', email: 'finance@example.org', email_verified: false },
      'causeway-api',
    ],
    [
      'another audience',
      { sub: 'ext-3', email: 'finance@example.org', email_verified: true },
      'someone-else',
    ],
    [
      'an email with no account',
      { sub: 'ext-4', email: 'ghost@example.org', email_verified: true },
      'causeway-api',
    ],
  ])('refuses a token with %s', async (_case, claims, audience) => {
    const token = await external.mintAccessToken(claims, audience);
    expect((await getMe(t.demo.users.finance!, token)).statusCode).toBe(401);
  });

  it('refuses a token signed by a key set it does not trust, even with the right issuer name', async () => {
    const impostor = await startFakeOidcProvider();
    try {
      const token = await impostor.mintAccessToken({
        sub: 'x',
        email: 'admin@example.org',
        email_verified: true,
      });
      const [, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      claims.iss = external.issuer;
      const relabelled = `${token.split('.')[0]}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
      expect((await getMe(t.demo.users.admin!, relabelled)).statusCode).toBe(401);
    } finally {
      await impostor.close();
    }
  });
});
