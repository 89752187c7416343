import { formatCents, movesMoney } from '@causeway/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { importRows, imports } from '../../db/schema/index.ts';
import { conflict, detail, validationFailed } from '../../lib/errors.ts';
import { fundingBalance } from '../funding/balances.ts';
import type { BusinessAccess } from '../tenancy/access.ts';
import type { Actor } from '../tenancy/actor.ts';
import { authorizeImport } from './import-access.ts';
import { importView } from './import-views.ts';

export type ConfirmInput = { dropInvalidRows: boolean; allowPartial: boolean };

/**
 * Hands a checked import to the worker. A file with refused rows goes only with them dropped; a
 * money import whose total the funding account cannot cover goes only as "partial" (rows then
 * fail one by one once the money runs out, as Modern Treasury's bulk payments do). Confirming an
 * import already confirmed answers it as it is.
 */
export async function confirmImport(
  db: Database,
  actor: Actor,
  access: BusinessAccess,
  importId: string,
  input: ConfirmInput,
) {
  await db.transaction(async (tx) => {
    const record = await authorizeImport(tx, actor, access, importId, { forUpdate: true });
    if (record.status === 'cancelled')
      throw conflict('invalid_transaction_state', 'This import was cancelled.');
    if (record.status !== 'validated') return;
    const validRowCount = record.rowCount - record.invalidRowCount;
    if (validRowCount === 0) throw validationFailed([detail('dropInvalidRows', 'importRowsRequired')]);
    if (record.invalidRowCount > 0 && !input.dropInvalidRows) {
      throw validationFailed([detail('dropInvalidRows', 'importRowsInvalid')]);
    }
    if (movesMoney(record.kind) && !input.allowPartial) {
      const { availableCents } = await fundingBalance(tx, record.businessId);
      if (availableCents < record.totalCents) {
        throw conflict(
          'insufficient_funds',
          `The funding account has ${formatCents(availableCents)} available and this import needs ${formatCents(record.totalCents)}. Add funds, or confirm it as partial.`,
        );
      }
    }
    if (record.invalidRowCount > 0) {
      await tx
        .update(importRows)
        .set({ status: 'dropped' })
        .where(and(eq(importRows.importId, record.id), eq(importRows.status, 'invalid')));
    }
    await tx
      .update(imports)
      .set({
        status: 'queued',
        allowPartial: input.allowPartial,
        confirmedByUserId: actor.userId,
        confirmedAt: new Date(),
      })
      .where(eq(imports.id, record.id));
  });
  return { import: await importView(db, importId) };
}
