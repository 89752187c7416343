import { emailSchema } from '@causeway/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

const forgotFormSchema = z.object({ email: emailSchema });
type ForgotForm = z.infer<typeof forgotFormSchema>;

/** Asks for the reset link by email; the answer never says whether the account exists. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const { fieldError } = useTranslatedErrors();
  const requestReset = useRequestPasswordReset();
  const form = useForm<ForgotForm>({ resolver: zodResolver(forgotFormSchema) });

  if (requestReset.isSuccess) {
    return (
      <Alert color="teal" role="status">
        {t('forgotPassword.sent', { email: requestReset.variables })}
      </Alert>
    );
  }

  return (
    <form onSubmit={form.handleSubmit(({ email }) => requestReset.mutate(email))} noValidate>
      <Stack>
        <Text size="sm">{t('forgotPassword.intro')}</Text>
        {requestReset.isError && (
          <Alert color="red" role="alert">
            {t('errors.passwordResetFailed')}
          </Alert>
        )}
        <TextInput
          type="email"
          label={t('forgotPassword.emailLabel')}
          autoComplete="email"
          dir="ltr"
          error={fieldError(form.formState.errors.email?.message)}
          {...form.register('email')}
        />
        <Button type="submit" loading={requestReset.isPending}>
          {t('forgotPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
