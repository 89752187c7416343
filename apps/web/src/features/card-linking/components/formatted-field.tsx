import { TextInput } from '@mantine/core';
import type { CSSProperties, HTMLAttributes } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { PasswordField } from '../../../ui/password-field.tsx';

type FormattedFieldProps<Values extends FieldValues> = {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
  description?: string;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  autoCapitalize?: string;
  spellCheck?: boolean;
  inputStyle?: CSSProperties;
  /** What is kept of each keystroke: digits only, MM/YY, the card ID in capitals. */
  format: (typed: string) => string;
  /** A masked field with a show toggle (the PIN). */
  masked?: boolean;
};

/**
 * A text field of the card-details flow: what is typed is formatted as it is typed (so a phone
 * keyboard's Arabic-Indic digits count) and the field's message is the domain's, translated.
 */
export function FormattedField<Values extends FieldValues>({
  control,
  name,
  format,
  masked = false,
  inputStyle,
  ...inputProps
}: FormattedFieldProps<Values>) {
  const { fieldError } = useTranslatedErrors();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const props = {
          ...inputProps,
          size: 'md',
          styles: inputStyle ? { input: inputStyle } : undefined,
          ref: field.ref,
          name: field.name,
          value: (field.value as string | undefined) ?? '',
          onBlur: field.onBlur,
          onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
            field.onChange(format(event.currentTarget.value)),
          error: fieldError(fieldState.error?.message),
        } as const;
        return masked ? <PasswordField {...props} /> : <TextInput {...props} />;
      }}
    />
  );
}
