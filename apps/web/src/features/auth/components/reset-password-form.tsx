import { passwordWithConfirmationSchema } from '@causeway/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { PasswordField } from '../../../ui/password-field.tsx';
import { useCompletePasswordReset } from '../api/complete-password-reset.ts';
import { PasswordRequirements } from './password-requirements.tsx';

type ResetForm = z.infer<typeof passwordWithConfirmationSchema>;

/** Sets a new password with the token of the emailed link, then hands over to sign-in. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { fieldError, apiError } = useTranslatedErrors();
  const completeReset = useCompletePasswordReset();
  const form = useForm<ResetForm>({
    resolver: zodResolver(passwordWithConfirmationSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = form.watch('password');

  const submit = form.handleSubmit(async ({ password: newPassword }) => {
    try {
      await completeReset.mutateAsync({ token, password: newPassword });
      onDone();
    } catch (error) {
      const message = isApiError(error, 410) ? t('resetPassword.invalidLink') : apiError(error);
      form.setError('root', { message });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {form.formState.errors.root && (
          <Alert color="red" role="alert">
            {form.formState.errors.root.message}
          </Alert>
        )}
        <PasswordField
          label={t('resetPassword.passwordLabel')}
          autoComplete="new-password"
          error={fieldError(form.formState.errors.password?.message)}
          {...form.register('password')}
        />
        <PasswordRequirements password={password} />
        <PasswordField
          label={t('resetPassword.confirmLabel')}
          autoComplete="new-password"
          error={fieldError(form.formState.errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" loading={completeReset.isPending}>
          {t('resetPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
