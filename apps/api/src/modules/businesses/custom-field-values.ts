import type { CustomFieldResourceType } from '@causeway/domain';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businessSettings } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Business } from '../tenancy/access.ts';

type CustomFieldOption = {
  label: string;
  name: string;
  dataType: 'dropdown' | 'text';
  dataOptions?: string[];
};
type CustomFieldSet = { resourceType: string; options: CustomFieldOption[] };

/** The definitions that apply: the business's own settings, else its organisation's. */
async function definitionsFor(db: Database, business: Business, resourceType: CustomFieldResourceType) {
  const ids = business.parentId ? [business.id, business.parentId] : [business.id];
  const rows = await db.select().from(businessSettings).where(inArray(businessSettings.businessId, ids));
  const own =
    rows.find((row) => row.businessId === business.id) ??
    rows.find((row) => row.businessId === business.parentId);
  const sets = (own?.settings.customFields ?? []) as CustomFieldSet[];
  return sets.find((set) => set.resourceType === resourceType)?.options ?? [];
}

/**
 * Checks custom-field values against what the business defines for the resource: unknown names
 * and dropdown values outside the options are refused (400, one detail per field).
 */
export async function checkCustomFieldValues(
  db: Database,
  business: Business,
  resourceType: CustomFieldResourceType,
  values: Record<string, string> | undefined,
): Promise<Record<string, string> | null> {
  if (!values || Object.keys(values).length === 0) return null;
  const options = await definitionsFor(db, business, resourceType);
  const details = Object.entries(values).flatMap(([name, value]) => {
    const option = options.find((candidate) => candidate.name === name);
    if (!option)
      return [{ field: `customFields.${name}`, message: `${name} is not a custom field of this business` }];
    if (option.dataType === 'dropdown' && !(option.dataOptions ?? []).includes(value)) {
      return [{ field: `customFields.${name}`, message: `${option.label} is invalid` }];
    }
    return [];
  });
  if (details.length > 0) throw new ApiError(400, 'validation_failed', details[0]!.message, details);
  return values;
}
