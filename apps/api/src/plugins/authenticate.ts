import { RECIPIENT_SESSION_HEADER } from '@causeway/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_REFERENCE_PREFIX } from '../http/api-reference.ts';
import { unauthorized } from '../lib/errors.ts';

export type Caller = { userId: string; issuer: string };

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    /** Routes are protected unless they say `public: true`. */
    public?: boolean;
    /** A recipient endpoint its own recipient may call with an intake session instead of a bearer. */
    intake?: boolean;
  }
}

/** The signed-in caller of a protected route (the hook guarantees one is there). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

/**
 * Authentication is a hook on the whole /api prefix, as in fastify/demo: a route is protected
 * unless its config says public. Unknown routes fall through to the 404 handler.
 */
export const authenticatePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('caller', null);
    app.addHook('onRequest', async (request) => {
      const url = request.url;
      if (
        !url.startsWith('/api/') ||
        // The API reference pages (Scalar) are public documentation.
        url.startsWith(API_REFERENCE_PREFIX) ||
        request.routeOptions.config.public ||
        !request.routeOptions.url
      )
        return;
      // The route's access check resolves the session; a bad one answers 401 there.
      if (request.routeOptions.config.intake && request.headers[RECIPIENT_SESSION_HEADER]) return;
      const header = request.headers.authorization;
      const match = header?.match(/^Bearer\s+(\S+)$/i);
      if (!match) throw unauthorized();
      request.caller = await app.services.accessTokens.verify(match[1]!);
    });
  },
  { name: 'authenticate', dependencies: ['services', 'error-handler'] },
);
