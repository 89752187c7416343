import { Group, Stack, TextInput } from '@mantine/core';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';

type AddressErrors = FieldErrors<{
  addressOne: string;
  addressTwo: string;
  city: string;
  state: string;
  zip: string;
}>;

/** A US physical address (no PO Box), with the spec's address rules (business spec §5). */
export function AddressFields<T extends FieldValues>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: AddressErrors | undefined;
}) {
  const { t } = useTranslation();
  const { fieldError } = useTranslatedErrors();
  const field = (name: string) => `address.${name}` as Path<T>;
  return (
    <Stack gap="sm">
      <TextInput
        label={t('onboarding.address.addressOne')}
        autoComplete="address-line1"
        error={fieldError(errors?.addressOne?.message)}
        {...register(field('addressOne'))}
      />
      <TextInput
        label={t('onboarding.address.addressTwo')}
        autoComplete="address-line2"
        error={fieldError(errors?.addressTwo?.message)}
        {...register(field('addressTwo'))}
      />
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          label={t('onboarding.address.city')}
          autoComplete="address-level2"
          miw={140}
          error={fieldError(errors?.city?.message)}
          {...register(field('city'))}
        />
        <TextInput
          label={t('onboarding.address.state')}
          autoComplete="address-level1"
          maxLength={2}
          dir="ltr"
          miw={80}
          error={fieldError(errors?.state?.message)}
          {...register(field('state'))}
        />
        <TextInput
          label={t('onboarding.address.zip')}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
          dir="ltr"
          miw={90}
          error={fieldError(errors?.zip?.message)}
          {...register(field('zip'))}
        />
      </Group>
    </Stack>
  );
}
