import type { Database } from '../../db/client.ts';
import {
  type AccessConfig,
  type Business,
  type BusinessAccess,
  type CallerContext,
  loadCallerContext,
  loadCallerWithFamily,
} from './access.ts';

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
  /** The business the request names with its programs, read with the caller; the first reach uses it. */
  familyRead?: { businessId: string; family: Business[] };
};

export async function actorFor(
  db: Database,
  userId: string,
  config: AccessConfig,
  onReach?: Actor['onReach'],
  /** The business the request names, read in the same round trip as the caller. */
  businessId?: string,
): Promise<Actor> {
  if (businessId === undefined)
    return { userId, context: await loadCallerContext(db, userId), config, onReach };
  const { context, family } = await loadCallerWithFamily(db, userId, businessId);
  return { userId, context, config, onReach, familyRead: family && { businessId, family } };
}
