import type { Database } from '../../db/client.ts';
import { type AccessConfig, type BusinessAccess, type CallerContext, loadCallerContext } from './access.ts';

/**
 * Who a module acts for, without a request: a signed-in person behind a route, or, for a job, an
 * import row or a webhook, the person who scheduled the work. Modules decide with it; they never
 * see Fastify.
 */
export type Actor = {
  userId: string;
  context: CallerContext;
  config: AccessConfig;
  /** Told of each business reached, so a request's audit event names the first one. */
  onReach?: (access: BusinessAccess) => void;
};

export async function actorFor(
  db: Database,
  userId: string,
  config: AccessConfig,
  onReach?: Actor['onReach'],
): Promise<Actor> {
  return { userId, context: await loadCallerContext(db, userId), config, onReach };
}
