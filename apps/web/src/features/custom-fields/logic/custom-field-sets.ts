import {
  CUSTOM_FIELD_OPTIONS_MAX,
  customFieldOptionSchema,
  type customFieldSetSchema,
} from '@causeway/contracts';
import { type CustomFieldDataType, type CustomFieldResourceType, validationMessage } from '@causeway/domain';
import type { z } from 'zod';
import type { CustomFieldOption } from '../../../lib/custom-fields/custom-field-options.ts';

export type CustomFieldSet = z.output<typeof customFieldSetSchema>;

/** What the field form holds; dropdown options as typed, one per entry. */
export type CustomFieldFormValues = {
  label: string;
  name: string;
  dataType: CustomFieldDataType;
  dataOptions: string[];
};
export type CustomFieldFormField = keyof CustomFieldFormValues;

// The form's own refusals, as validation tokens like the contract's: the dialog translates them by code.
export const DUPLICATE_NAME_MESSAGE = validationMessage('customFieldNameTaken');
export const TOO_MANY_FIELDS_MESSAGE = validationMessage('customFieldsMax', {
  max: CUSTOM_FIELD_OPTIONS_MAX,
});
export const DUPLICATE_OPTION_MESSAGE = validationMessage('dropdownOptionDuplicate');
export const OPTION_LENGTH_MAX = 100;
export const OPTION_TOO_LONG_MESSAGE = validationMessage('dropdownOptionTooLong', {
  length: OPTION_LENGTH_MAX,
});

export const emptyCustomFieldForm = (): CustomFieldFormValues => ({
  label: '',
  name: '',
  dataType: 'text',
  dataOptions: [],
});

export const customFieldToForm = (field: CustomFieldOption): CustomFieldFormValues => ({
  label: field.label,
  name: field.name,
  dataType: field.dataType,
  dataOptions: [...field.dataOptions],
});

/** The fields a resource type asks for, in their order. */
export function fieldsOf(
  sets: readonly CustomFieldSet[],
  resourceType: CustomFieldResourceType,
): CustomFieldOption[] {
  return sets.find((set) => set.resourceType === resourceType)?.options ?? [];
}

/**
 * A field name from its label, as the API accepts names (a letter, then letters, digits or _,
 * at most 64): "Grant ID #2" → "grantId2". Empty when the label has no Latin letter to start with.
 */
export function suggestFieldName(label: string): string {
  const words = label
    .normalize('NFD')
    .replaceAll(/\p{M}/gu, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const name = words
    // An acronym reads as a word: "CRM id" → "crmId".
    .map((word) => (/^[A-Z0-9]+$/.test(word) ? word.toLowerCase() : word))
    .map((word, index) =>
      index === 0
        ? word.charAt(0).toLowerCase() + word.slice(1)
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join('')
    .replace(/^[^A-Za-z]+/, '');
  return name.slice(0, 64);
}

export type CustomFieldFormResult =
  | { ok: true; field: CustomFieldOption }
  | { ok: false; errors: Partial<Record<CustomFieldFormField | 'root', string>> };

/**
 * Checks one field with the contract's schema, plus what only the whole list knows: the name is
 * unused by the resource type's other fields, and the list stays within its maximum.
 */
export function checkCustomField(
  values: CustomFieldFormValues,
  others: readonly CustomFieldOption[],
  editing: boolean,
): CustomFieldFormResult {
  const errors: Partial<Record<CustomFieldFormField | 'root', string>> = {};
  const dataOptions = values.dataType === 'dropdown' ? values.dataOptions.map((option) => option.trim()) : [];
  if (dataOptions.some((option) => option.length > OPTION_LENGTH_MAX))
    errors.dataOptions = OPTION_TOO_LONG_MESSAGE;
  if (new Set(dataOptions).size !== dataOptions.length) errors.dataOptions ??= DUPLICATE_OPTION_MESSAGE;
  if (others.some((field) => field.name === values.name.trim())) errors.name = DUPLICATE_NAME_MESSAGE;
  if (!editing && others.length >= CUSTOM_FIELD_OPTIONS_MAX) errors.root = TOO_MANY_FIELDS_MESSAGE;
  const parsed = customFieldOptionSchema.safeParse({
    label: values.label,
    name: values.name.trim(),
    dataType: values.dataType,
    dataOptions,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first] = issue.path;
      const field = typeof first === 'string' && first in values ? (first as CustomFieldFormField) : 'root';
      errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, field: parsed.data };
}

/** The sets with a field added at the end of its resource type, or put in place of the one named `replacing`. */
export function upsertCustomField(
  sets: readonly CustomFieldSet[],
  resourceType: CustomFieldResourceType,
  field: CustomFieldOption,
  replacing?: string,
): CustomFieldSet[] {
  const current = fieldsOf(sets, resourceType);
  const options =
    replacing === undefined
      ? [...current, field]
      : current.map((existing) => (existing.name === replacing ? field : existing));
  return withOptions(sets, resourceType, options);
}

/** The sets without the named field; a resource type left without fields is dropped. */
export function removeCustomField(
  sets: readonly CustomFieldSet[],
  resourceType: CustomFieldResourceType,
  name: string,
): CustomFieldSet[] {
  return withOptions(
    sets,
    resourceType,
    fieldsOf(sets, resourceType).filter((field) => field.name !== name),
  );
}

/** The sets with one field moved up (-1) or down (+1) within its resource type. */
export function moveCustomField(
  sets: readonly CustomFieldSet[],
  resourceType: CustomFieldResourceType,
  name: string,
  step: -1 | 1,
): CustomFieldSet[] {
  const options = [...fieldsOf(sets, resourceType)];
  const from = options.findIndex((field) => field.name === name);
  const to = from + step;
  if (from < 0 || to < 0 || to >= options.length) return [...sets];
  [options[from], options[to]] = [options[to]!, options[from]!];
  return withOptions(sets, resourceType, options);
}

/**
 * The sets as a write sends them: without the fields the platform sets (the API adds those to every
 * answer and refuses changes to them); a resource type left without fields is dropped.
 */
export function withoutFixedFields(sets: readonly CustomFieldSet[]): CustomFieldSet[] {
  return sets.flatMap((set) => {
    const options = set.options.filter((field) => !field.fixed);
    return options.length === 0 ? [] : [{ resourceType: set.resourceType, options }];
  });
}

function withOptions(
  sets: readonly CustomFieldSet[],
  resourceType: CustomFieldResourceType,
  options: CustomFieldOption[],
): CustomFieldSet[] {
  const others = sets.filter((set) => set.resourceType !== resourceType);
  if (options.length === 0) return others;
  const index = sets.findIndex((set) => set.resourceType === resourceType);
  const updated = { resourceType, options };
  if (index < 0) return [...sets, updated];
  return sets.map((set) => (set.resourceType === resourceType ? updated : set));
}
