import {
  emailSchema,
  firstNameSchema,
  isErrorMessageCode,
  lastNameSchema,
  passwordWithConfirmationSchema,
  phoneSchema,
} from '@causeway/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { PasswordField } from '../../../ui/password-field.tsx';
import { useCreateAccount } from '../api/create-account.ts';
import type { Invitation } from '../api/get-invitation.ts';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';
import { PasswordRequirements } from './password-requirements.tsx';

const createAccountFormSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    // Optional: an empty field sends no phone.
    phone: z.literal('').or(phoneSchema),
  })
  .and(passwordWithConfirmationSchema);
type CreateAccountFormInput = z.input<typeof createAccountFormSchema>;
type CreateAccountFormOutput = z.output<typeof createAccountFormSchema>;

/** Cardholder spec §2 "Create account": reached from the emailed link, signs the person in. */
export function CreateAccountForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const { t } = useTranslation();
  const { fieldError, apiError } = useTranslatedErrors();
  const createAccount = useCreateAccount();
  const finishSignIn = useFinishSignIn();
  const form = useForm<CreateAccountFormInput, unknown, CreateAccountFormOutput>({
    resolver: zodResolver(createAccountFormSchema),
    defaultValues: {
      firstName: invitation.firstName ?? '',
      lastName: invitation.lastName ?? '',
      email: invitation.email,
      phone: '',
      password: '',
      confirmPassword: '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ firstName, lastName, email, phone, password }) => {
    try {
      const tokens = await createAccount.mutateAsync({
        token,
        firstName,
        lastName,
        email,
        password,
        ...(phone ? { phone } : {}),
        // The language the person registers in (the invitation link opens the page in the email's
        // language): the account keeps it for its emails and text messages.
        language: currentLanguage(),
      });
      await finishSignIn(tokens);
    } catch (error) {
      const code = isApiError(error) ? error.code : '';
      if (code === 'emailAlreadyExists') form.setError('email', { message: apiError(error) });
      else if (code === 'phoneMayBeInUse') form.setError('phone', { message: apiError(error) });
      else if (isErrorMessageCode(code) || isApiError(error, 429))
        form.setError('root', { message: apiError(error) });
      else form.setError('root', { message: t('errors.accountCreationFailed') });
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
          readOnly
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
        <PasswordRequirements password={form.watch('password')} />
        <PasswordField
          label={t('register.confirmPassword')}
          autoComplete="new-password"
          error={fieldError(errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
