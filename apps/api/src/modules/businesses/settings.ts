import { settingsValuesSchema } from '@causeway/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { businessSettings } from '../../db/schema/index.ts';
import { ApiError, conflict, notFound } from '../../lib/errors.ts';

export type SettingsValues = z.infer<typeof settingsValuesSchema>;
type SettingsRow = typeof businessSettings.$inferSelect;

const SETTINGS_FIELDS = new Set(Object.keys(settingsValuesSchema.shape));

/** The stored values the contract knows; a field retired from the contract never leaks or breaks a read. */
function toBusinessSettings(row: SettingsRow) {
  const values = Object.fromEntries(
    Object.entries(row.settings).filter(([field]) => SETTINGS_FIELDS.has(field)),
  );
  return {
    businessSettings: {
      ...(values as SettingsValues),
      businessId: row.businessId,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}

export async function getSettings(db: Database, businessId: string) {
  const [row] = await db.select().from(businessSettings).where(eq(businessSettings.businessId, businessId));
  if (!row) throw notFound('Business settings');
  return toBusinessSettings(row);
}

export async function createSettings(db: Database, businessId: string, values: SettingsValues) {
  // Written from the app clock (millisecond precision) so the ISO string the client echoes in
  // If-Match names exactly the stored instant.
  const now = new Date();
  const [row] = await db
    .insert(businessSettings)
    .values({ businessId, settings: values, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: businessSettings.businessId })
    .returning();
  if (!row) throw conflict('settings_exist', 'This business already has settings. Update them instead.');
  return toBusinessSettings(row);
}

export const preconditionRequired = () =>
  new ApiError(
    428,
    'precondition_required',
    'Send If-Match with the updatedAt of the settings you last read.',
  );
const settingsStale = () =>
  new ApiError(
    412,
    'settings_stale',
    'The settings were changed by someone else. Reload them and try again.',
  );

/** If-Match may arrive bare or as a quoted entity tag; it names an instant, compared to the millisecond. */
function parseIfMatch(header: string): number {
  const bare = header
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
  return Date.parse(bare);
}

/**
 * Merges the changes into the stored settings when If-Match names the stored updatedAt. The row is
 * locked first, so of two updates carrying the same If-Match the second waits, then sees a newer
 * updatedAt and fails with 412 instead of overwriting the first.
 */
export async function patchSettings(
  db: Database,
  businessId: string,
  ifMatch: string,
  changes: SettingsValues,
) {
  const expectedMs = parseIfMatch(ifMatch);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(businessSettings)
      .where(eq(businessSettings.businessId, businessId))
      .for('update');
    if (!row) throw notFound('Business settings');
    if (row.updatedAt.getTime() !== expectedMs) throw settingsStale();
    // Strictly later than the stored instant, even within one millisecond, so every version differs.
    const updatedAt = new Date(Math.max(Date.now(), row.updatedAt.getTime() + 1));
    const [saved] = await tx
      .update(businessSettings)
      .set({ settings: { ...row.settings, ...changes }, updatedAt })
      .where(eq(businessSettings.businessId, businessId))
      .returning();
    return toBusinessSettings(saved!);
  });
}
