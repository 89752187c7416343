import { businessSettingsPatchHeadersSchema, settingsValuesSchema } from '@causeway/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { FixedCustomFields } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { businessSettings } from '../../db/schema/index.ts';
import { ApiError, conflict, fieldError, notFound } from '../../lib/errors.ts';
import { fixedFieldsOf, storableCustomFields, withFixedFields } from './fixed-custom-fields.ts';

export type SettingsValues = z.infer<typeof settingsValuesSchema>;
type SettingsRow = typeof businessSettings.$inferSelect;

const SETTINGS_FIELDS = new Set(Object.keys(settingsValuesSchema.shape));

/**
 * The stored values the contract knows (a field retired from the contract never leaks or breaks a
 * read), with the fields the platform sets for the business merged into customFields.
 */
function toBusinessSettings(row: SettingsRow, fixed: FixedCustomFields) {
  const values = Object.fromEntries(
    Object.entries(row.settings).filter(([field]) => SETTINGS_FIELDS.has(field)),
  ) as SettingsValues;
  const customFields = withFixedFields(values.customFields, fixedFieldsOf(fixed, row.businessId));
  return {
    businessSettings: {
      ...values,
      ...(customFields === undefined ? {} : { customFields }),
      businessId: row.businessId,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}

/** The values to store: fixed custom fields sent back unchanged are dropped, changed ones refused. */
function storableValues(
  values: SettingsValues,
  businessId: string,
  fixed: FixedCustomFields,
): SettingsValues {
  if (values.customFields === undefined) return values;
  return {
    ...values,
    customFields: storableCustomFields(values.customFields, fixedFieldsOf(fixed, businessId)),
  };
}

/**
 * A business the platform sets custom fields for always has settings (docs/decisions.md): the first
 * read stores empty ones, so the fields show and the settings can be patched with If-Match.
 */
export async function getSettings(db: Database, businessId: string, fixed: FixedCustomFields) {
  const read = () => db.select().from(businessSettings).where(eq(businessSettings.businessId, businessId));
  let [row] = await read();
  if (!row && fixed[businessId] !== undefined) {
    await insertSettings(db, businessId, {});
    [row] = await read();
  }
  if (!row) throw notFound('Business settings');
  return toBusinessSettings(row, fixed);
}

function insertSettings(db: Database, businessId: string, values: SettingsValues) {
  // Written from the app clock (millisecond precision) so the ISO string the client echoes in
  // If-Match names exactly the stored instant.
  const now = new Date();
  return db
    .insert(businessSettings)
    .values({ businessId, settings: values, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: businessSettings.businessId })
    .returning();
}

export async function createSettings(
  db: Database,
  businessId: string,
  values: SettingsValues,
  fixed: FixedCustomFields,
) {
  const [row] = await insertSettings(db, businessId, storableValues(values, businessId, fixed));
  if (!row) throw conflict('settings_exist', 'This business already has settings. Update them instead.');
  return toBusinessSettings(row, fixed);
}

const preconditionRequired = () =>
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
  fixed: FixedCustomFields,
) {
  const expectedMs = parseIfMatch(ifMatch);
  const storable = storableValues(changes, businessId, fixed);
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
      .set({ settings: { ...row.settings, ...storable }, updatedAt })
      .where(eq(businessSettings.businessId, businessId))
      .returning();
    return toBusinessSettings(saved!, fixed);
  });
}

/**
 * PATCH settings as the request sends it: If-Match (the updatedAt last read) is required, 428
 * without it, then the merge of patchSettings.
 */
export async function patchSettingsIfMatch(
  db: Database,
  businessId: string,
  ifMatchHeader: string | string[] | undefined,
  changes: SettingsValues,
  fixed: FixedCustomFields,
) {
  const parsed = businessSettingsPatchHeadersSchema.safeParse({ 'if-match': ifMatchHeader });
  if (!parsed.success) throw fieldError('if-match', 'lengthMax', { field: 'If-Match', length: 200 });
  const ifMatch = parsed.data['if-match'];
  if (!ifMatch) throw preconditionRequired();
  return patchSettings(db, businessId, ifMatch, changes, fixed);
}
