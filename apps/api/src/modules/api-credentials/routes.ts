import { apiCredentialEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, route } from '../../http/define-routes.ts';
import { createApiCredential, listApiCredentials, revokeApiCredential } from './api-credentials.ts';

/** API credentials of a business (issue 17): developerTools, as the rest of /integrations. */
export const apiCredentialRoutes: FastifyPluginAsync = async (app) => {
  registerRoutes(app, [
    route(apiCredentialEndpoints.list, ({ db, business }) => listApiCredentials(db, business)),
    route(apiCredentialEndpoints.create, ({ db, actor, business, body }) =>
      createApiCredential(db, actor, business, body),
    ),
    route(apiCredentialEndpoints.revoke, ({ db, actor, business, params }) =>
      revokeApiCredential(db, actor, business, params.credentialId),
    ),
  ]);
};
