import { notFound } from '../../lib/errors.ts';
import type { Actor } from '../tenancy/actor.ts';

/**
 * The /users/{id} routes act on the caller's own account only. Another id answers 404, as another
 * tenant's resource does, so the endpoint cannot be used to learn which user ids exist.
 */
export function requireSelf(actor: Pick<Actor, 'userId'>, userId: string): string {
  if (actor.userId !== userId) throw notFound('User');
  return userId;
}
