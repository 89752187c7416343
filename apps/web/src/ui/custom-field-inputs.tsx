import { CUSTOM_FIELD_VALUE_LENGTH_MAX } from '@causeway/contracts';
import { Select, TextInput } from '@mantine/core';
import type { CustomFieldOption, CustomFieldValues } from '../lib/custom-fields/custom-field-options.ts';

type CustomFieldInputsProps = {
  options: readonly CustomFieldOption[];
  values: CustomFieldValues;
  onChange: (name: string, value: string) => void;
  /** An error per field name (the API's message for a refused value). */
  errors?: Record<string, string | undefined>;
};

/** One input per custom field a business defines: a select for a dropdown, a text box otherwise. */
export function CustomFieldInputs({ options, values, onChange, errors = {} }: CustomFieldInputsProps) {
  return options.map((option) =>
    option.dataType === 'dropdown' ? (
      <Select
        key={option.name}
        label={option.label}
        data={option.dataOptions}
        value={values[option.name] || null}
        onChange={(value) => onChange(option.name, value ?? '')}
        clearable
        comboboxProps={{ withinPortal: true }}
        error={errors[option.name]}
      />
    ) : (
      <TextInput
        key={option.name}
        label={option.label}
        value={values[option.name] ?? ''}
        maxLength={CUSTOM_FIELD_VALUE_LENGTH_MAX}
        onChange={(event) => onChange(option.name, event.currentTarget.value)}
        error={errors[option.name]}
      />
    ),
  );
}
