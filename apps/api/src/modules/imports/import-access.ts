import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { imports } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { BusinessAccess } from '../tenancy/access.ts';
import type { Actor } from '../tenancy/actor.ts';
import { assertImportPermission } from './upload-import.ts';

/**
 * An import of the path's business, with the permission of its kind; another business's import
 * answers 404 like one that does not exist. `forUpdate` locks it for a state change.
 */
export async function authorizeImport(
  db: Database,
  actor: Actor,
  access: BusinessAccess,
  importId: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select()
    .from(imports)
    .where(and(eq(imports.id, importId), eq(imports.businessId, access.business.id)));
  const [record] = options.forUpdate ? await query.for('update') : await query;
  if (!record) throw notFound('Import');
  assertImportPermission(actor, access, record.kind);
  return record;
}
