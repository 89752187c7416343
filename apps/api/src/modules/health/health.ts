import type { HealthResponse, HealthUnavailableResponse } from '@causeway/contracts';
import { sql } from 'drizzle-orm';
import { type Database, pendingMigrations } from '../../db/client.ts';

/** Where the cause of an unreachable database goes: this process's log, never the answer. */
export type HealthLog = { error: (details: { err: unknown }, message: string) => void };

/**
 * GET /health: ok when the database answers and has every migration of this version; else what
 * stops this process from serving (answered with 503), for a load balancer's check and the operator.
 */
export async function checkHealth(
  db: Database,
  sandbox: boolean,
  log: HealthLog,
): Promise<HealthResponse | HealthUnavailableResponse> {
  let pending: number;
  try {
    await db.execute(sql`select 1`);
    pending = await pendingMigrations(db);
  } catch (error) {
    // The cause (host, port, credentials) goes to this process's log, not to the public.
    log.error({ err: error }, 'health: the database does not answer');
    return {
      status: 'unavailable',
      database: 'unreachable',
      problems: ['database unreachable: the database does not answer (the cause is in the log)'],
    };
  }
  if (pending > 0) {
    return {
      status: 'unavailable',
      database: 'ok',
      pendingMigrations: pending,
      problems: [
        `migrations pending: the database lacks ${pending} migration${pending === 1 ? '' : 's'} of this version (run: causeway migrate)`,
      ],
    };
  }
  return { status: 'ok', database: 'ok', sandbox };
}
