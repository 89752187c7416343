import { requiredMessage } from '@causeway/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { pathTo } from '../../../lib/paths.ts';
import { PasswordField } from '../../../ui/password-field.tsx';
import { useRequestToken } from '../api/request-token.ts';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';

// Sign-in checks only that a password was typed: older passwords may predate today's rules.
const passwordFormSchema = z.object({
  password: z.string().min(1, { error: requiredMessage('password') }),
});
type PasswordForm = z.infer<typeof passwordFormSchema>;

/** Sign-in step two with a password. */
export function PasswordSignInForm({ login }: { login: string }) {
  const { t } = useTranslation();
  const { fieldError, apiError } = useTranslatedErrors();
  const requestToken = useRequestToken();
  const finishSignIn = useFinishSignIn();
  const form = useForm<PasswordForm>({ resolver: zodResolver(passwordFormSchema) });

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await finishSignIn(await requestToken.mutateAsync({ grantType: 'password', login, password }));
    } catch (error) {
      form.setError('password', { message: apiError(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {form.formState.errors.root && <Alert color="red">{form.formState.errors.root.message}</Alert>}
        <PasswordField
          label={t('login.passwordLabel')}
          autoComplete="current-password"
          autoFocus
          error={fieldError(form.formState.errors.password?.message)}
          {...form.register('password')}
        />
        <Anchor component={Link} to={pathTo('forgotPassword')} size="sm" w="fit-content">
          {t('login.forgotPassword')}
        </Anchor>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('common.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
