import { beneficialOwnerInviteSchema } from '@causeway/contracts';
import { BENEFICIAL_OWNERS_MAX, ownershipPercentInputSchema } from '@causeway/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { pathTo } from '../../../lib/paths.ts';
import { useSubmitApplication } from '../api/onboarding-calls.ts';
import { setServerFieldErrors } from './server-field-errors.ts';

// The form keeps each percentage as typed; the API reads it into basis points.
const submitFormSchema = z.object({
  beneficialOwners: z
    .array(beneficialOwnerInviteSchema.extend({ ownershipPercent: ownershipPercentInputSchema }))
    .max(BENEFICIAL_OWNERS_MAX),
});
type FormInput = z.input<typeof submitFormSchema>;
type FormOutput = z.output<typeof submitFormSchema>;

/**
 * The last step: everyone else who owns 25 % or more (FinCEN's ownership prong) is named and gets
 * their own link by email; with nobody else the application goes straight to review.
 */
export function SubmitApplicationForm({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const { fieldError, apiError } = useTranslatedErrors();
  const navigate = useNavigate();
  const submitApplication = useSubmitApplication(businessId);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(submitFormSchema),
    defaultValues: { beneficialOwners: [] },
  });
  const owners = useFieldArray({ control: form.control, name: 'beneficialOwners' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      const { application } = (await submitApplication.mutateAsync(body)) as {
        application: { status: string };
      };
      if (application.status === 'waiting_for_beneficial_owners') {
        await navigate(pathTo('beneficialOwnerStatus', { businessId }));
      }
    } catch (error) {
      if (!setServerFieldErrors(error, form.setError)) form.setError('root', { message: apiError(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {(errors.root || errors.beneficialOwners?.message) && (
          <Alert color="red" role="alert">
            {errors.root?.message ?? fieldError(errors.beneficialOwners?.message)}
          </Alert>
        )}
        <Text>{t('onboarding.submit.ownersIntro')}</Text>
        {owners.fields.map((owner, index) => {
          const ownerErrors = errors.beneficialOwners?.[index];
          return (
            <Paper key={owner.id} withBorder p="md" radius="md">
              <Stack gap="sm">
                <Group grow align="flex-start">
                  <TextInput
                    label={t('register.firstName')}
                    error={fieldError(ownerErrors?.firstName?.message)}
                    {...form.register(`beneficialOwners.${index}.firstName`)}
                  />
                  <TextInput
                    label={t('register.lastName')}
                    error={fieldError(ownerErrors?.lastName?.message)}
                    {...form.register(`beneficialOwners.${index}.lastName`)}
                  />
                </Group>
                <TextInput
                  type="email"
                  label={t('register.email')}
                  dir="ltr"
                  error={fieldError(ownerErrors?.email?.message)}
                  {...form.register(`beneficialOwners.${index}.email`)}
                />
                <Controller
                  control={form.control}
                  name={`beneficialOwners.${index}.ownershipPercent`}
                  render={({ field }) => (
                    <NumberInput
                      label={t('onboarding.person.ownershipPercent')}
                      min={25}
                      max={100}
                      decimalScale={2}
                      suffix="%"
                      value={field.value as number}
                      onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value))}
                      onBlur={field.onBlur}
                      error={fieldError(ownerErrors?.ownershipPercent?.message)}
                    />
                  )}
                />
                <Group justify="flex-end">
                  <Button variant="subtle" color="red" onClick={() => owners.remove(index)}>
                    {t('onboarding.submit.removeOwner')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          );
        })}
        {owners.fields.length < BENEFICIAL_OWNERS_MAX && (
          <Button
            variant="light"
            onClick={() => owners.append({ firstName: '', lastName: '', email: '', ownershipPercent: 25 })}
          >
            {t('onboarding.submit.addOwner')}
          </Button>
        )}
        <Button type="submit" loading={form.formState.isSubmitting}>
          {owners.fields.length > 0 ? t('onboarding.submit.inviteAndSubmit') : t('onboarding.submit.submit')}
        </Button>
      </Stack>
    </form>
  );
}
