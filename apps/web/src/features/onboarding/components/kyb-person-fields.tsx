import { Group, SegmentedControl, TextInput } from '@mantine/core';
import {
  type Control,
  Controller,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';

// The fields the authorized person and each beneficial owner both fill in about themselves, with
// the same names in both forms (firstName, lastName, dateOfBirth, taxId.{type,value}, phone).

type PersonErrors = FieldErrors<{
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  taxId: { type: string; value: string };
  phone: string;
}>;

type FieldsProps<T extends FieldValues> = { register: UseFormRegister<T>; errors: PersonErrors };

/** First and last name, side by side. */
export function PersonNameFields<T extends FieldValues>({ register, errors }: FieldsProps<T>) {
  const { t } = useTranslation();
  const { fieldError } = useTranslatedErrors();
  return (
    <Group grow align="flex-start">
      <TextInput
        label={t('register.firstName')}
        autoComplete="given-name"
        error={fieldError(errors.firstName?.message)}
        {...register('firstName' as Path<T>)}
      />
      <TextInput
        label={t('register.lastName')}
        autoComplete="family-name"
        error={fieldError(errors.lastName?.message)}
        {...register('lastName' as Path<T>)}
      />
    </Group>
  );
}

/**
 * Date of birth, the tax id (SSN last 4 or a whole ITIN, chosen first: its label follows the
 * choice) and the phone; numbers read left to right in every language.
 */
export function PersonIdentityFields<T extends FieldValues>({
  register,
  errors,
  control,
  taxIdType,
}: FieldsProps<T> & { control: Control<T>; taxIdType: string }) {
  const { t } = useTranslation();
  const { fieldError } = useTranslatedErrors();
  return (
    <>
      <TextInput
        type="date"
        label={t('onboarding.person.dateOfBirth')}
        autoComplete="bday"
        dir="ltr"
        error={fieldError(errors.dateOfBirth?.message)}
        {...register('dateOfBirth' as Path<T>)}
      />
      <Controller
        control={control}
        name={'taxId.type' as Path<T>}
        render={({ field }) => (
          <SegmentedControl
            aria-label={t('onboarding.person.taxIdType')}
            data={[
              { value: 'ssn_last4', label: t('onboarding.person.ssnLast4') },
              { value: 'itin', label: t('onboarding.person.itin') },
            ]}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <TextInput
        label={taxIdType === 'itin' ? t('onboarding.person.itin') : t('onboarding.person.ssnLast4')}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        error={fieldError(errors.taxId?.value?.message)}
        {...register('taxId.value' as Path<T>)}
      />
      <TextInput
        type="tel"
        label={t('onboarding.person.phone')}
        inputMode="numeric"
        dir="ltr"
        error={fieldError(errors.phone?.message)}
        {...register('phone' as Path<T>)}
      />
    </>
  );
}
