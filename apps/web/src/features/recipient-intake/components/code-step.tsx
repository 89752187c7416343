import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isolateLtr } from '../../../i18n/isolate-ltr.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useSendIntakeCode, useStartIntakeSession } from '../api/verify-email.ts';
import { type CodeForm, codeFormSchema, codeInput } from '../model/intake-forms.ts';
import { useIntakeLanguage } from '../model/intake-language.ts';
import type { IntakeSession } from '../model/intake-session.ts';
import { codeRefusalTarget } from '../model/intake-view.ts';
import { useCooldown } from '../model/use-cooldown.ts';
import { useSendRefusalText, useSessionRefusalText } from '../model/use-refusal-text.ts';
import { IntakeAlert } from './intake-alert.tsx';
import { IntakePanel } from './intake-panel.tsx';

/** A new code may be asked for this long after the last one; after a refusal for too many, longer. */
const RESEND_WAIT_SECONDS = 30;
const RATE_LIMITED_WAIT_SECONDS = 60;

type CodeStepProps = {
  businessId: string;
  linkToken: string | null;
  email: string;
  onVerified: (session: IntakeSession) => void;
  onChangeEmail: () => void;
};

/** Step 2: the 6-digit code from the email opens the recipient's session (spec §2, §4, §8). */
export function CodeStep({ businessId, linkToken, email, onVerified, onChangeEmail }: CodeStepProps) {
  const { t } = useTranslation();
  const { fieldError } = useTranslatedErrors();
  const sessionRefusalText = useSessionRefusalText();
  const sendRefusalText = useSendRefusalText();
  const language = useIntakeLanguage();
  const startSession = useStartIntakeSession();
  const sendCode = useSendIntakeCode();
  const [secondsLeft, startCooldown] = useCooldown();
  const [resent, setResent] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);
  const form = useForm<CodeForm>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });
  const { errors } = form.formState;
  const request = { businessId, email, language, ...(linkToken ? { token: linkToken } : {}) };

  // The first code was just sent: the next one only after a wait.
  useEffect(() => startCooldown(RESEND_WAIT_SECONDS), [startCooldown]);

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      const session = await startSession.mutateAsync({ ...request, code });
      onVerified({ ...session, businessId, email });
    } catch (error) {
      const target = codeRefusalTarget(error);
      form.setError(target === 'code' ? 'code' : 'root', { message: sessionRefusalText(error) });
      if (isApiError(error, 429)) startCooldown(RATE_LIMITED_WAIT_SECONDS);
    }
  });

  const resend = async () => {
    setResent(false);
    setResendError(null);
    try {
      await sendCode.mutateAsync(request);
      setResent(true);
      form.reset({ code: '' });
      startCooldown(RESEND_WAIT_SECONDS);
    } catch (error) {
      setResendError(sendRefusalText(error));
      startCooldown(isApiError(error, 429) ? RATE_LIMITED_WAIT_SECONDS : RESEND_WAIT_SECONDS);
    }
  };

  return (
    <IntakePanel
      heading={t('recipientIntake.code.heading')}
      intro={t('recipientIntake.code.sentTo', { email: isolateLtr(email) })}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {errors.root?.message && <IntakeAlert>{errors.root.message}</IntakeAlert>}
          {resendError && <IntakeAlert>{resendError}</IntakeAlert>}
          {resent && (
            <Text role="status" c="teal.9" size="sm">
              {t('recipientIntake.code.resent', { email: isolateLtr(email) })}
            </Text>
          )}
          <Controller
            control={form.control}
            name="code"
            render={({ field, fieldState }) => (
              <TextInput
                ref={field.ref}
                name={field.name}
                value={field.value ?? ''}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(codeInput(event.currentTarget.value))}
                label={t('recipientIntake.code.label')}
                description={t('recipientIntake.code.hint')}
                autoComplete="one-time-code"
                inputMode="numeric"
                dir="ltr"
                size="md"
                required
                autoFocus
                styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
                error={fieldError(fieldState.error?.message)}
              />
            )}
          />
          <Button type="submit" size="md" loading={form.formState.isSubmitting}>
            {t('recipientIntake.code.submit')}
          </Button>
          <Stack gap="xs">
            <Button
              variant="light"
              size="md"
              onClick={() => void resend()}
              loading={sendCode.isPending}
              disabled={secondsLeft > 0}
            >
              {secondsLeft > 0
                ? t('recipientIntake.code.resendIn', { seconds: secondsLeft })
                : t('recipientIntake.code.resend')}
            </Button>
            <Button variant="subtle" size="md" onClick={onChangeEmail}>
              {t('recipientIntake.code.changeEmail')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </IntakePanel>
  );
}
