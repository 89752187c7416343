import type { businessSettingsSchema, customFieldOptionSchema } from '@causeway/contracts';
import type { CustomFieldResourceType } from '@causeway/domain';
import type { z } from 'zod';

export type CustomFieldOption = z.output<typeof customFieldOptionSchema>;
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;
/** Values typed into the custom-field inputs, by field name. */
export type CustomFieldValues = Record<string, string>;

/**
 * The fields a business asks for with a resource, as the API checks them: the business's own
 * settings when it has any (null means it has none, a 404), else its organisation's.
 */
export function customFieldOptionsFor(
  own: BusinessSettings | null,
  organization: BusinessSettings | null,
  resourceType: CustomFieldResourceType,
): CustomFieldOption[] {
  const settings = own ?? organization;
  return settings?.customFields?.find((set) => set.resourceType === resourceType)?.options ?? [];
}

/** The fields of several businesses as one form: each name once, the first definition wins. */
export function mergeCustomFieldOptions(
  lists: readonly (readonly CustomFieldOption[])[],
): CustomFieldOption[] {
  const byName = new Map<string, CustomFieldOption>();
  for (const option of lists.flat()) if (!byName.has(option.name)) byName.set(option.name, option);
  return [...byName.values()];
}

/**
 * What to send for one business: only the fields it defines, trimmed, and only those filled in;
 * undefined when nothing is left (the API then stores no custom fields).
 */
export function customFieldValuesFor(
  values: CustomFieldValues,
  options: readonly CustomFieldOption[],
): CustomFieldValues | undefined {
  const entries = options.flatMap((option) => {
    const value = values[option.name]?.trim() ?? '';
    return value === '' ? [] : [[option.name, value] as const];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
