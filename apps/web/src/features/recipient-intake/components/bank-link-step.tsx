import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { useAddLinkedBankAccount, useBankLinkToken } from '../api/bank-details.ts';
import type { RenderBankLink } from '../model/bank-link.ts';
import { type NameOnAccountForm, nameOnAccountFormSchema } from '../model/intake-forms.ts';
import { useIntakeLanguage } from '../model/intake-language.ts';
import type { IntakeSession } from '../model/intake-session.ts';
import { type IntakeStop, intakeStopOf } from '../model/intake-view.ts';
import { IntakeAlert } from './intake-alert.tsx';
import { IntakePanel } from './intake-panel.tsx';
import { NameOnAccountField } from './name-on-account-field.tsx';

type BankLinkStepProps = {
  session: IntakeSession;
  renderBankLink: RenderBankLink;
  onStop: (stop: IntakeStop) => void;
  onBack: () => void;
};

/**
 * Bank link (spec §2, §4): a valid name on the account first, then a link token opens the
 * bank-link provider; the account picked there is sent with the name. The answer is the new
 * intake status, which the status screen takes over.
 */
export function BankLinkStep({ session, renderBankLink, onStop, onBack }: BankLinkStepProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const language = useIntakeLanguage();
  const scope = { recipientId: session.recipient.id, sessionToken: session.sessionToken };
  const linkToken = useBankLinkToken(scope);
  const addAccount = useAddLinkedBankAccount(scope);
  const [opened, setOpened] = useState<{ linkToken: string; nameOnAccount: string } | null>(null);
  const [notice, setNotice] = useState<{ text: string; color: 'red' | 'orange' } | null>(null);
  const form = useForm<NameOnAccountForm>({
    resolver: zodResolver(nameOnAccountFormSchema),
    defaultValues: { nameOnAccount: '' },
  });
  const nameOnAccount = form.watch('nameOnAccount');

  const refused = (error: unknown) => {
    const stop = intakeStopOf(error);
    if (stop) onStop(stop);
    else setNotice({ text: apiError(error), color: 'red' });
  };

  const openBankLink = form.handleSubmit(async ({ nameOnAccount: name }) => {
    setNotice(null);
    try {
      const answer = await linkToken.mutateAsync(language);
      setOpened({ linkToken: answer.linkToken, nameOnAccount: name });
    } catch (error) {
      refused(error);
    }
  });

  const linked = async (publicToken: string, accountId: string, institutionName: string | undefined) => {
    if (!opened) return;
    try {
      await addAccount.mutateAsync({
        publicToken,
        accountId,
        nameOnAccount: opened.nameOnAccount,
        ...(institutionName ? { institutionName } : {}),
      });
    } catch (error) {
      setOpened(null);
      refused(error);
    }
  };

  if (addAccount.isPending) {
    return (
      <IntakePanel heading={t('recipientIntake.bankLink.heading')}>
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t('recipientIntake.bankLink.saving')}</Text>
        </Group>
      </IntakePanel>
    );
  }

  return (
    <IntakePanel heading={t('recipientIntake.bankLink.heading')} intro={t('recipientIntake.bankLink.intro')}>
      <Stack gap="md">
        {notice && <IntakeAlert color={notice.color}>{notice.text}</IntakeAlert>}
        <form onSubmit={openBankLink} noValidate>
          <Stack gap="md">
            <NameOnAccountField
              registration={form.register('nameOnAccount', {
                // A changed name needs the provider opened again with it.
                onChange: () => setOpened(null),
              })}
              value={nameOnAccount ?? ''}
              error={form.formState.errors.nameOnAccount?.message}
            />
            {!opened && (
              <Button type="submit" size="md" loading={linkToken.isPending}>
                {t('recipientIntake.bankLink.open')}
              </Button>
            )}
          </Stack>
        </form>
        {/* Outside the form: the provider's own forms (in a portal) would submit this one too,
            since React events bubble through portals. */}
        {opened && (
          <Stack gap="xs">
            <Text size="sm">{t('recipientIntake.bankLink.ready')}</Text>
            {renderBankLink({
              linkToken: opened.linkToken,
              label: t('recipientIntake.bankLink.signIn'),
              onSuccess: (publicToken, metadata) => {
                const [account] = metadata.accounts;
                if (!account) {
                  setNotice({ text: t('recipientIntake.bankLink.cancelled'), color: 'orange' });
                  return;
                }
                void linked(publicToken, account.id, metadata.institution?.name);
              },
              onExit: (reason) => {
                if (reason === 'closed')
                  setNotice({ text: t('recipientIntake.bankLink.cancelled'), color: 'orange' });
                if (reason === 'failed')
                  setNotice({ text: t('recipientIntake.bankLink.failed'), color: 'red' });
              },
            })}
          </Stack>
        )}
        <Button variant="default" size="md" onClick={onBack}>
          {t('recipientIntake.common.back')}
        </Button>
      </Stack>
    </IntakePanel>
  );
}
