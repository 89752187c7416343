import { createProfileBodySchema, type TokenResponse } from '@causeway/contracts';
import { passwordWithConfirmationSchema, phoneSchema } from '@causeway/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { PasswordField } from '../../../ui/password-field.tsx';
import { useCreateProfile } from '../api/onboarding-calls.ts';
import { setServerFieldErrors } from './server-field-errors.ts';

const createProfileFormSchema = createProfileBodySchema
  .omit({ password: true, phone: true, language: true })
  .extend({ phone: z.literal('').or(phoneSchema) })
  .and(passwordWithConfirmationSchema);
type FormInput = z.input<typeof createProfileFormSchema>;
type FormOutput = z.output<typeof createProfileFormSchema>;

/** /onboard: a person creates their account and their organisation's application, and is signed in. */
export function CreateProfileForm({
  onCreated,
  passwordRequirements,
}: {
  /** Starts the session from the new account's tokens and goes on (the auth feature's sign-in). */
  onCreated: (tokens: TokenResponse) => Promise<void>;
  passwordRequirements: (password: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const { fieldError, apiError } = useTranslatedErrors();
  const createProfile = useCreateProfile();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createProfileFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      businessName: '',
      password: '',
      confirmPassword: '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ confirmPassword: _, phone, ...profile }) => {
    try {
      const answer = await createProfile.mutateAsync({
        ...profile,
        ...(phone ? { phone } : {}),
        // The language the person signs up in: the account keeps it for its emails and text messages.
        language: currentLanguage(),
      });
      await onCreated(answer);
    } catch (error) {
      if (setServerFieldErrors(error, form.setError)) return;
      if (isApiError(error, 409)) form.setError('email', { message: apiError(error) });
      else form.setError('root', { message: apiError(error) });
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
          label={t('onboarding.profile.businessName')}
          autoComplete="organization"
          error={fieldError(errors.businessName?.message)}
          {...form.register('businessName')}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('register.firstName')}
            autoComplete="given-name"
            error={fieldError(errors.firstName?.message)}
            {...form.register('firstName')}
          />
          <TextInput
            label={t('register.lastName')}
            autoComplete="family-name"
            error={fieldError(errors.lastName?.message)}
            {...form.register('lastName')}
          />
        </Group>
        <TextInput
          type="email"
          label={t('register.email')}
          autoComplete="email"
          dir="ltr"
          error={fieldError(errors.email?.message)}
          {...form.register('email')}
        />
        <TextInput
          type="tel"
          label={t('register.phone')}
          description={t('register.phoneHint')}
          autoComplete="tel-national"
          inputMode="numeric"
          dir="ltr"
          error={fieldError(errors.phone?.message)}
          {...form.register('phone')}
        />
        <PasswordField
          label={t('register.password')}
          autoComplete="new-password"
          error={fieldError(errors.password?.message)}
          {...form.register('password')}
        />
        {passwordRequirements(form.watch('password'))}
        <PasswordField
          label={t('register.confirmPassword')}
          autoComplete="new-password"
          error={fieldError(errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('onboarding.profile.submit')}
        </Button>
      </Stack>
    </form>
  );
}
