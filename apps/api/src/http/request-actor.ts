import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, type IdempotentRequest } from '../lib/idempotency.ts';
import { type Actor, actorFor } from '../modules/tenancy/actor.ts';
import { callerOf } from '../plugins/authenticate.ts';

const actors = new WeakMap<FastifyRequest, Promise<Actor>>();

/**
 * The signed-in caller as a plain Actor, loaded once per request. The first business it reaches
 * becomes the business the request's audit event names.
 */
export function actorOf(request: FastifyRequest): Promise<Actor> {
  let actor = actors.get(request);
  if (!actor) {
    const { db, config } = request.server.services;
    actor = actorFor(db, callerOf(request).userId, config, (access) => {
      request.auditScope ??= { businessId: access.business.id, organizationId: access.topLevelBusinessId };
    });
    actors.set(request, actor);
  }
  return actor;
}

/** The request's Idempotency-Key and what it keys: the route with its params and body. */
export function idempotentRequestOf(request: FastifyRequest): IdempotentRequest {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  return {
    userId: callerOf(request).userId,
    key: typeof key === 'string' ? key : undefined,
    method: request.method,
    route: request.routeOptions.url ?? request.url,
    params: request.params,
    body: request.body,
  };
}
