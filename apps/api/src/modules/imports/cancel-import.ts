import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { importRows, imports } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import type { BusinessAccess } from '../tenancy/access.ts';
import type { Actor } from '../tenancy/actor.ts';
import { authorizeImport } from './import-access.ts';
import { importView } from './import-views.ts';

/**
 * Stops an import: one not yet confirmed is dropped, one queued or running stops after the batch
 * under way (the worker holds the import row for its batch, so this waits for it) and its rows not
 * yet done are cancelled. What was done stays done: a load made is not undone, as a bulk payment
 * already submitted is not (Modern Treasury, Dwolla mass payments). Cancelling a cancelled import
 * answers it as it is; a completed one cannot be cancelled.
 */
export async function cancelImport(db: Database, actor: Actor, access: BusinessAccess, importId: string) {
  await db.transaction(async (tx) => {
    const record = await authorizeImport(tx, actor, access, importId, { forUpdate: true });
    if (record.status === 'cancelled') return;
    if (record.status === 'completed')
      throw conflict('invalid_transaction_state', 'This import has finished and cannot be cancelled.');
    await tx
      .update(importRows)
      .set({ status: 'cancelled' })
      .where(and(eq(importRows.importId, record.id), eq(importRows.status, 'pending')));
    await tx
      .update(imports)
      .set({
        status: 'cancelled',
        cancelledByUserId: actor.userId,
        cancelledAt: new Date(),
        leaseExpiresAt: null,
      })
      .where(eq(imports.id, record.id));
  });
  return { import: await importView(db, importId) };
}
