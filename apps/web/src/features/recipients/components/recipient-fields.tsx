import { RECIPIENT_TYPES, type RecipientType } from '@causeway/domain';
import { SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import type { RECIPIENT_FIELDS } from '../model/recipient-form.ts';

type RecipientField = (typeof RECIPIENT_FIELDS)[number];

type RecipientFieldsProps = {
  register: (field: Exclude<RecipientField, 'type'>) => UseFormRegisterReturn;
  errors?: Partial<Record<RecipientField, { message?: string }>>;
  type: RecipientType;
  onTypeChange: (type: RecipientType) => void;
  autoFocus?: boolean;
};

/** A person or a business, its name, email and an optional phone. */
export function RecipientFields({
  register,
  errors,
  type,
  onTypeChange,
  autoFocus = false,
}: RecipientFieldsProps) {
  const { t } = useTranslation();
  const { fieldError } = useTranslatedErrors();
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="recipient-type-label">
          {t('recipients.type')}
        </Text>
        <SegmentedControl
          aria-labelledby="recipient-type-label"
          data={RECIPIENT_TYPES.map((value) => ({ value, label: t(`recipients.types.${value}`) }))}
          value={type}
          onChange={(value) => onTypeChange(value as RecipientType)}
        />
        {errors?.type?.message && (
          <Text size="xs" c="red">
            {fieldError(errors.type.message)}
          </Text>
        )}
      </Stack>
      <TextInput
        label={type === 'business' ? t('recipients.businessName') : t('recipients.personName')}
        autoComplete="off"
        data-autofocus={autoFocus ? true : undefined}
        error={fieldError(errors?.name?.message)}
        {...register('name')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          type="email"
          dir="ltr"
          label={t('recipients.email')}
          autoComplete="off"
          error={fieldError(errors?.email?.message)}
          {...register('email')}
        />
        <TextInput
          type="tel"
          dir="ltr"
          inputMode="numeric"
          label={t('recipients.phoneOptional')}
          description={t('recipients.phoneHint')}
          autoComplete="off"
          error={fieldError(errors?.phone?.message)}
          {...register('phone')}
        />
      </SimpleGrid>
    </Stack>
  );
}
