import { type LoginIdentifier, loginIdentifierSchema } from '@causeway/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { type LoginCheck, useValidateLogin } from '../api/validate-login.ts';

const identifierFormSchema = z.object({ login: loginIdentifierSchema });
type IdentifierFormInput = z.input<typeof identifierFormSchema>;
type IdentifierFormOutput = z.output<typeof identifierFormSchema>;

type LoginIdentifierFormProps = {
  defaultLogin?: string;
  onChecked: (login: LoginIdentifier, check: LoginCheck) => void;
};

/** Sign-in step one: an email or a 10-digit phone, checked with validateLogin. */
export function LoginIdentifierForm({ defaultLogin = '', onChecked }: LoginIdentifierFormProps) {
  const { t } = useTranslation();
  const { fieldError, apiError } = useTranslatedErrors();
  const validateLogin = useValidateLogin();
  const form = useForm<IdentifierFormInput, unknown, IdentifierFormOutput>({
    resolver: zodResolver(identifierFormSchema),
    defaultValues: { login: defaultLogin },
  });

  const submit = form.handleSubmit(async ({ login }) => {
    try {
      const check = await validateLogin.mutateAsync(login.value);
      if (!check.activated) {
        form.setError('root', { message: t('errors.accountNotActivated') });
        return;
      }
      onChecked(login, check);
    } catch (error) {
      // No account for that email or phone belongs under the field; anything else above the form.
      const target = isApiError(error, 404) ? 'login' : 'root';
      form.setError(target, { message: apiError(error) });
    }
  });

  const rootError = form.formState.errors.root?.message;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {rootError && (
          <Alert color="red" role="alert">
            {rootError}
          </Alert>
        )}
        <TextInput
          label={t('login.identifierLabel')}
          description={t('login.identifierHint')}
          autoComplete="username"
          autoFocus
          dir="ltr"
          error={fieldError(form.formState.errors.login?.message)}
          {...form.register('login')}
        />
        <Button type="submit" loading={validateLogin.isPending}>
          {t('common.continue')}
        </Button>
      </Stack>
    </form>
  );
}
