import { type Application, businessInfoBodySchema } from '@causeway/contracts';
import { BUSINESS_TYPES } from '@causeway/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Select, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { pathTo } from '../../../lib/paths.ts';
import { useSaveBusinessInfo } from '../api/onboarding-calls.ts';
import { AddressFields } from './address-fields.tsx';
import { setServerFieldErrors } from './server-field-errors.ts';

type FormInput = z.input<typeof businessInfoBodySchema>;
type FormOutput = z.output<typeof businessInfoBodySchema>;

/** The business step: legal name, type, EIN, phone, website and address; then the authorized person. */
export function BusinessInfoForm({ application }: { application: Application }) {
  const { t } = useTranslation();
  const { fieldError, apiError } = useTranslatedErrors();
  const navigate = useNavigate();
  const save = useSaveBusinessInfo(application.businessId);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(businessInfoBodySchema),
    defaultValues: {
      legalName: application.legalName ?? application.businessName,
      doingBusinessAs: application.doingBusinessAs ?? '',
      businessType: application.businessType ?? undefined,
      // The EIN is never answered whole: it is typed again to change anything.
      ein: '',
      phone: application.phone ?? '',
      website: application.website ?? '',
      address: application.address ?? { addressOne: '', addressTwo: '', city: '', state: '', zip: '' },
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      await navigate(pathTo('authorizedPersonInfo', { businessId: application.businessId }));
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
        <TextInput
          label={t('onboarding.business.legalName')}
          error={fieldError(errors.legalName?.message)}
          {...form.register('legalName')}
        />
        <TextInput
          label={t('onboarding.business.doingBusinessAs')}
          error={fieldError(errors.doingBusinessAs?.message)}
          {...form.register('doingBusinessAs')}
        />
        <Controller
          control={form.control}
          name="businessType"
          render={({ field }) => (
            <Select
              label={t('onboarding.business.businessType')}
              data={BUSINESS_TYPES.map((type) => ({
                value: type,
                label: t(`onboarding.businessTypes.${type}`),
              }))}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              error={fieldError(errors.businessType?.message)}
            />
          )}
        />
        <TextInput
          label={t('onboarding.business.ein')}
          description={
            application.einMasked
              ? t('onboarding.business.einOnFile', { masked: application.einMasked })
              : t('onboarding.business.einHint')
          }
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          error={fieldError(errors.ein?.message)}
          {...form.register('ein')}
        />
        <TextInput
          type="tel"
          label={t('onboarding.business.phone')}
          inputMode="numeric"
          dir="ltr"
          error={fieldError(errors.phone?.message)}
          {...form.register('phone')}
        />
        <TextInput
          type="url"
          label={t('onboarding.business.website')}
          dir="ltr"
          error={fieldError(errors.website?.message)}
          {...form.register('website')}
        />
        <AddressFields register={form.register} errors={errors.address} />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('onboarding.continue')}
        </Button>
      </Stack>
    </form>
  );
}
