import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, type IdempotentRequest } from '../lib/idempotency.ts';
import type { BusinessAccess } from '../modules/tenancy/access.ts';
import { type Actor, actorFor } from '../modules/tenancy/actor.ts';
import { callerOf } from '../plugins/authenticate.ts';

const actors = new WeakMap<FastifyRequest, Promise<Actor>>();

/**
 * The signed-in caller as a plain Actor, loaded once per request. The first business it reaches
 * becomes the business the request's audit event names. `businessId`, the business the endpoint
 * names, is read with the caller in one round trip.
 */
export function actorOf(request: FastifyRequest, businessId?: string): Promise<Actor> {
  let actor = actors.get(request);
  if (!actor) {
    const { db, config } = request.server.services;
    const onReach = (access: BusinessAccess) => {
      request.auditScope ??= { businessId: access.business.id, organizationId: access.topLevelBusinessId };
    };
    actor = actorFor(db, callerOf(request).userId, config, onReach, businessId);
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
