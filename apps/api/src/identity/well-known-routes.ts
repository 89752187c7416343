import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS_TOKEN_AUDIENCE } from './access-tokens.ts';
import { SIGNING_ALGORITHM } from './signing-keys.ts';

/** JWKS and OIDC discovery for the built-in issuer, so other services can verify its tokens. */
export const wellKnownRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, signingKeys } = app.services;
  app.get(
    '/.well-known/jwks.json',
    { config: { public: true }, schema: { hide: true } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return signingKeys.jwks();
    },
  );
  app.get(
    '/.well-known/openid-configuration',
    { config: { public: true }, schema: { hide: true } },
    async () => ({
      issuer: config.publicUrl,
      jwks_uri: `${config.publicUrl}/.well-known/jwks.json`,
      token_endpoint: `${config.publicUrl}/api/auth/token`,
      revocation_endpoint: `${config.publicUrl}/api/auth/revoke`,
      authorization_endpoint: `${config.publicUrl}/login`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: [SIGNING_ALGORITHM],
      // client_secret_post: an API credential sends its client id and secret in the JSON body.
      token_endpoint_auth_methods_supported: ['none', 'client_secret_post', 'client_secret_basic'],
      grant_types_supported: ['password', 'refresh_token', 'client_credentials'],
      scopes_supported: ['openid'],
      audience: ACCESS_TOKEN_AUDIENCE,
    }),
  );
};
