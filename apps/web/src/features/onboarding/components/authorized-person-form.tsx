import { primaryPersonBodySchema } from '@causeway/contracts';
import { OWNER_TITLES, ownershipPercentInputSchema } from '@causeway/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, NumberInput, Select, Stack } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { pathTo } from '../../../lib/paths.ts';
import { useSavePrimaryPerson } from '../api/onboarding-calls.ts';
import { AddressFields } from './address-fields.tsx';
import { PersonIdentityFields, PersonNameFields } from './kyb-person-fields.tsx';
import { setServerFieldErrors } from './server-field-errors.ts';

// The form keeps the percentage as typed; the API reads it into basis points.
const authorizedPersonFormSchema = primaryPersonBodySchema.extend({
  ownershipPercent: ownershipPercentInputSchema,
});
type FormInput = z.input<typeof authorizedPersonFormSchema>;
type FormOutput = z.output<typeof authorizedPersonFormSchema>;

/** The authorized person fills in themself: title, date of birth, SSN last 4 or ITIN, address, share. */
export function AuthorizedPersonForm({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const { fieldError, apiError } = useTranslatedErrors();
  const navigate = useNavigate();
  const save = useSavePrimaryPerson(businessId);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(authorizedPersonFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      dateOfBirth: '',
      taxId: { type: 'ssn_last4', value: '' },
      phone: '',
      address: { addressOne: '', addressTwo: '', city: '', state: '', zip: '' },
      ownershipPercent: 0,
    },
  });
  const { errors } = form.formState;
  const taxIdType = form.watch('taxId.type');

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      await navigate(pathTo('submitConfirmation', { businessId }));
    } catch (error) {
      if (!setServerFieldErrors(error, form.setError)) form.setError('root', { message: apiError(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {errors.root && (
          <Alert color="red" role="alert">
            {errors.root.message}
          </Alert>
        )}
        <PersonNameFields register={form.register} errors={errors} />
        <Controller
          control={form.control}
          name="title"
          render={({ field }) => (
            <Select
              label={t('onboarding.person.title')}
              data={OWNER_TITLES.map((title) => ({ value: title, label: t(`onboarding.titles.${title}`) }))}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              error={fieldError(errors.title?.message)}
            />
          )}
        />
        <PersonIdentityFields
          register={form.register}
          errors={errors}
          control={form.control}
          taxIdType={taxIdType}
        />
        <AddressFields register={form.register} errors={errors.address} />
        <Controller
          control={form.control}
          name="ownershipPercent"
          render={({ field }) => (
            <NumberInput
              label={t('onboarding.person.ownershipPercent')}
              description={t('onboarding.person.ownershipHint')}
              min={0}
              max={100}
              decimalScale={2}
              suffix="%"
              value={field.value as number}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value))}
              onBlur={field.onBlur}
              error={fieldError(errors.ownershipPercent?.message)}
            />
          )}
        />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('onboarding.continue')}
        </Button>
      </Stack>
    </form>
  );
}
