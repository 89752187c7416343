import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { useSendIntakeCode } from '../api/verify-email.ts';
import { type EmailForm, emailFormSchema } from '../model/intake-forms.ts';
import { useIntakeLanguage } from '../model/intake-language.ts';
import { codeRefusalTarget } from '../model/intake-view.ts';
import { useSendRefusalText } from '../model/use-refusal-text.ts';
import { IntakeAlert } from './intake-alert.tsx';
import { IntakePanel } from './intake-panel.tsx';

type EmailStepProps = {
  businessId: string;
  linkToken: string | null;
  email: string;
  onSent: (email: string) => void;
};

/** Step 1: the email the organisation registered; a 6-digit code goes to it (spec §2, §4). */
export function EmailStep({ businessId, linkToken, email, onSent }: EmailStepProps) {
  const { t } = useTranslation();
  const { fieldError } = useTranslatedErrors();
  const sendRefusalText = useSendRefusalText();
  const language = useIntakeLanguage();
  const sendCode = useSendIntakeCode();
  const form = useForm<EmailForm>({ resolver: zodResolver(emailFormSchema), defaultValues: { email } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ email: typed }) => {
    try {
      await sendCode.mutateAsync({
        businessId,
        email: typed,
        language,
        ...(linkToken ? { token: linkToken } : {}),
      });
      onSent(typed);
    } catch (error) {
      const target = codeRefusalTarget(error);
      form.setError(target === 'code' ? 'root' : target, { message: sendRefusalText(error) });
    }
  });

  return (
    <IntakePanel heading={t('recipientIntake.email.heading')} intro={t('recipientIntake.email.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {errors.root?.message && <IntakeAlert>{errors.root.message}</IntakeAlert>}
          <TextInput
            label={t('recipientIntake.email.label')}
            description={t('recipientIntake.email.hint')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            size="md"
            required
            error={fieldError(errors.email?.message)}
            {...form.register('email')}
          />
          <Button type="submit" size="md" loading={form.formState.isSubmitting}>
            {t('recipientIntake.email.submit')}
          </Button>
        </Stack>
      </form>
    </IntakePanel>
  );
}
