import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import { callerOf } from '../../plugins/authenticate.ts';

/**
 * The /users/{id} routes act on the caller's own account only. Another id answers 404, as another
 * tenant's resource does, so the endpoint cannot be used to learn which user ids exist.
 */
export function requireSelf(request: FastifyRequest, userId: string): string {
  if (callerOf(request).userId !== userId) throw notFound('User');
  return userId;
}
