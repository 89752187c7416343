import type { CustomFieldResourceType } from '@causeway/domain';
import { inArray } from 'drizzle-orm';
import type { FixedCustomFields } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { businessSettings } from '../../db/schema/index.ts';
import { detail, validationFailed } from '../../lib/errors.ts';
import type { Business } from '../tenancy/access.ts';
import { type CustomFieldSet, fixedFieldsOf, withFixedFields } from './fixed-custom-fields.ts';

/**
 * The definitions that apply: the business's own settings, else its organisation's. A business the
 * platform sets custom fields for has settings of its own (GET settings stores them on first read),
 * and its fixed fields join its stored ones.
 */
async function definitionsFor(
  db: Database,
  business: Business,
  resourceType: CustomFieldResourceType,
  fixed: FixedCustomFields,
) {
  const ids = business.parentId ? [business.id, business.parentId] : [business.id];
  const rows = await db.select().from(businessSettings).where(inArray(businessSettings.businessId, ids));
  const hasSettings = (id: string) => fixed[id] !== undefined || rows.some((row) => row.businessId === id);
  const sourceId = hasSettings(business.id) || !business.parentId ? business.id : business.parentId;
  const stored = rows.find((row) => row.businessId === sourceId)?.settings.customFields as
    | CustomFieldSet[]
    | undefined;
  const sets = withFixedFields(stored, fixedFieldsOf(fixed, sourceId)) ?? [];
  return sets.find((set) => set.resourceType === resourceType)?.options ?? [];
}

/**
 * Checks custom-field values against what the business defines for the resource: unknown names
 * and dropdown values outside the options are refused (400, one detail per field). The fields the
 * platform sets (FIXED_CUSTOM_FIELDS) are checked like the others.
 */
export async function checkCustomFieldValues(
  db: Database,
  business: Business,
  resourceType: CustomFieldResourceType,
  values: Record<string, string> | undefined,
  fixed: FixedCustomFields,
): Promise<Record<string, string> | null> {
  if (!values || Object.keys(values).length === 0) return null;
  const options = await definitionsFor(db, business, resourceType, fixed);
  const details = Object.entries(values).flatMap(([name, value]) => {
    const option = options.find((candidate) => candidate.name === name);
    if (!option) return [detail(`customFields.${name}`, 'unknownCustomField', { field: name })];
    if (option.dataType === 'dropdown' && !(option.dataOptions ?? []).includes(value)) {
      return [detail(`customFields.${name}`, 'invalid', { field: option.label })];
    }
    return [];
  });
  if (details.length > 0) throw validationFailed(details);
  return values;
}
