import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../i18n/use-translated-errors.ts';
import type { PersonField } from '../lib/person-form.ts';

type PersonFieldsProps = {
  /** Registers one field of the person (e.g. `(field) => form.register(\`cardholder.${field}\`)`). */
  register: (field: PersonField) => UseFormRegisterReturn;
  errors?: Partial<Record<PersonField, { message?: string }>>;
  /** Translates a field message; defaults to the common validation messages. */
  fieldError?: (message?: string) => string | undefined;
  /** Focus the first name when the dialog opens. */
  autoFocus?: boolean;
};

/** First and last name, email, and an optional phone of a (new) cardholder, two per row. */
export function PersonFields({ register, errors, fieldError, autoFocus = false }: PersonFieldsProps) {
  const { t } = useTranslation();
  const translated = useTranslatedErrors();
  const message = fieldError ?? translated.fieldError;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput
        label={t('register.firstName')}
        autoComplete="off"
        data-autofocus={autoFocus ? true : undefined}
        error={message(errors?.firstName?.message)}
        {...register('firstName')}
      />
      <TextInput
        label={t('register.lastName')}
        autoComplete="off"
        error={message(errors?.lastName?.message)}
        {...register('lastName')}
      />
      <TextInput
        type="email"
        dir="ltr"
        label={t('register.email')}
        autoComplete="off"
        error={message(errors?.email?.message)}
        {...register('email')}
      />
      <TextInput
        type="tel"
        dir="ltr"
        inputMode="numeric"
        label={t('register.phone')}
        description={t('register.phoneHint')}
        autoComplete="off"
        error={message(errors?.phone?.message)}
        {...register('phone')}
      />
    </SimpleGrid>
  );
}
