import { CUSTOM_FIELD_OPTIONS_MAX, type customFieldSetSchema } from '@causeway/contracts';
import type { z } from 'zod';
import type { FixedCustomFields } from '../../config.ts';
import { detail, type ErrorDetail, validationFailed } from '../../lib/errors.ts';

export type CustomFieldSet = z.output<typeof customFieldSetSchema>;
type CustomFieldOption = CustomFieldSet['options'][number];

/** The fields the platform sets for one business (FIXED_CUSTOM_FIELDS), each marked fixed. */
export function fixedFieldsOf(fixed: FixedCustomFields, businessId: string): CustomFieldSet[] {
  return (fixed[businessId] ?? []).map((set) => ({
    resourceType: set.resourceType,
    options: set.options.map((option) => ({ ...option, fixed: true })),
  }));
}

/**
 * The custom fields a business answers: per resource type the platform's fields first, then the
 * stored ones (a stored field that shares a fixed field's name is shadowed). Without fixed fields
 * the stored value is answered unchanged, absent included.
 */
export function withFixedFields(
  stored: readonly CustomFieldSet[] | undefined,
  fixed: readonly CustomFieldSet[],
): CustomFieldSet[] | undefined {
  if (fixed.length === 0) return stored as CustomFieldSet[] | undefined;
  const merged: CustomFieldSet[] = (stored ?? []).map((set) => {
    const fixedSet = fixed.find((candidate) => candidate.resourceType === set.resourceType);
    if (!fixedSet) return set;
    const fixedNames = new Set(fixedSet.options.map((option) => option.name));
    return {
      resourceType: set.resourceType,
      options: [...fixedSet.options, ...set.options.filter((option) => !fixedNames.has(option.name))],
    };
  });
  for (const set of fixed) {
    if (!merged.some((candidate) => candidate.resourceType === set.resourceType)) merged.push(set);
  }
  return merged;
}

const sameDefinition = (sent: CustomFieldOption, fixed: CustomFieldOption) =>
  sent.label === fixed.label &&
  sent.dataType === fixed.dataType &&
  JSON.stringify(sent.dataOptions) === JSON.stringify(fixed.dataOptions);

/**
 * The custom fields to store from a write: fixed fields sent back unchanged are dropped (the
 * platform adds them to every answer), and leaving them out changes nothing. A fixed field sent
 * changed, or a new field taking a fixed field's name, is refused (400, one detail per field), as
 * is a resource type that would end up with more fields than the contract allows.
 */
export function storableCustomFields(
  sent: readonly CustomFieldSet[],
  fixed: readonly CustomFieldSet[],
): CustomFieldSet[] {
  const details: ErrorDetail[] = [];
  const stored = sent.map((set, setIndex) => {
    const fixedOptions =
      fixed.find((candidate) => candidate.resourceType === set.resourceType)?.options ?? [];
    const options = set.options.flatMap((option, optionIndex) => {
      const fixedOption = fixedOptions.find((candidate) => candidate.name === option.name);
      if (!fixedOption) {
        const { fixed: _claimed, ...own } = option;
        return [own];
      }
      if (!sameDefinition(option, fixedOption)) {
        details.push(
          detail(`customFields.${setIndex}.options.${optionIndex}.name`, 'customFieldFixed', {
            field: fixedOption.label,
          }),
        );
      }
      return [];
    });
    if (options.length + fixedOptions.length > CUSTOM_FIELD_OPTIONS_MAX) {
      details.push(
        detail(`customFields.${setIndex}.options`, 'customFieldsTooMany', {
          count: CUSTOM_FIELD_OPTIONS_MAX,
          fixedCount: fixedOptions.length,
        }),
      );
    }
    return { resourceType: set.resourceType, options };
  });
  if (details.length > 0) throw validationFailed(details);
  return stored;
}
