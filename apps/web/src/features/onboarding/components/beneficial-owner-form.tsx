import { beneficialOwnerInfoBodySchema, onboardingEndpoints } from '@causeway/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { call } from '../../../lib/api/call.ts';
import { AddressFields } from './address-fields.tsx';
import { PersonIdentityFields, PersonNameFields } from './kyb-person-fields.tsx';
import { setServerFieldErrors } from './server-field-errors.ts';

type FormInput = z.input<typeof beneficialOwnerInfoBodySchema>;
type FormOutput = z.output<typeof beneficialOwnerInfoBodySchema>;

/** An owner's own form, opened from their emailed link: the token in the link is their permission. */
export function BeneficialOwnerForm({
  businessId,
  ownerId,
  token,
}: {
  businessId: string;
  ownerId: string;
  token: string;
}) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const answer = useMutation({
    mutationFn: (body: FormOutput) =>
      call(onboardingEndpoints.beneficialOwnerInfo, { params: { id: businessId, ownerId }, body }),
  });
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(beneficialOwnerInfoBodySchema),
    defaultValues: {
      token,
      firstName: '',
      lastName: '',
      dateOfBirth: '',
      taxId: { type: 'ssn_last4', value: '' },
      phone: '',
      address: { addressOne: '', addressTwo: '', city: '', state: '', zip: '' },
    },
  });
  const { errors } = form.formState;
  const taxIdType = form.watch('taxId.type');

  const submit = form.handleSubmit(async (body) => {
    try {
      await answer.mutateAsync(body);
    } catch (error) {
      if (isApiError(error, 410)) form.setError('root', { message: t('errors.invalidOrExpiredLink') });
      else if (!setServerFieldErrors(error, form.setError))
        form.setError('root', { message: apiError(error) });
    }
  });

  if (answer.isSuccess) return <Alert color="green">{t('onboarding.ownerForm.done')}</Alert>;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {errors.root && (
          <Alert color="red" role="alert">
            {errors.root.message}
          </Alert>
        )}
        <PersonNameFields register={form.register} errors={errors} />
        <PersonIdentityFields
          register={form.register}
          errors={errors}
          control={form.control}
          taxIdType={taxIdType}
        />
        <AddressFields register={form.register} errors={errors.address} />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('onboarding.ownerForm.submit')}
        </Button>
      </Stack>
    </form>
  );
}
