import { otpSchema } from '@causeway/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isolateLtr } from '../../../i18n/isolate-ltr.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { type SentCode, useSendSignInCode } from '../api/send-sign-in-code.ts';
import { useVerifySignInCode } from '../api/verify-sign-in-code.ts';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';

const codeFormSchema = z.object({ code: otpSchema });
type CodeFormInput = z.input<typeof codeFormSchema>;
type CodeFormOutput = z.output<typeof codeFormSchema>;

/** Sign-in step two with a 6-digit code texted to the account's phone. */
export function SmsCodeSignIn({ login }: { login: string }) {
  const { t } = useTranslation();
  const { fieldError, apiError } = useTranslatedErrors();
  const sendCode = useSendSignInCode();
  const [sent, setSent] = useState<SentCode | null>(null);
  const send = () => sendCode.mutate(login, { onSuccess: setSent });
  const verifyCode = useVerifySignInCode();
  const finishSignIn = useFinishSignIn();
  const form = useForm<CodeFormInput, unknown, CodeFormOutput>({ resolver: zodResolver(codeFormSchema) });

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await finishSignIn(await verifyCode.mutateAsync({ login, code }));
    } catch (error) {
      form.setError('code', { message: apiError(error) });
    }
  });

  if (!sent) {
    return (
      <Stack>
        {sendCode.isError && (
          <Alert color="red" role="alert">
            {apiError(sendCode.error)}
          </Alert>
        )}
        <Button onClick={send} loading={sendCode.isPending}>
          {t('login.sendCode')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('login.codeSentTo', { sentTo: isolateLtr(sent.sentTo) })}</Text>
        {sendCode.isError && <Alert color="red">{apiError(sendCode.error)}</Alert>}
        <TextInput
          label={t('login.codeLabel')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          autoFocus
          dir="ltr"
          error={fieldError(form.formState.errors.code?.message)}
          {...form.register('code')}
        />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('common.signIn')}
        </Button>
        <Group justify="flex-start">
          <Button variant="subtle" size="compact-sm" onClick={send} loading={sendCode.isPending}>
            {t('login.resendCode')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
