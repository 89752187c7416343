import { Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolateLtr } from '../../../i18n/isolate-ltr.ts';
import { useRetryIntake } from '../api/bank-details.ts';
import type { IntakeStatus } from '../api/intake-status.ts';
import { formatDay } from '../model/format-day.ts';
import type { IntakeSession } from '../model/intake-session.ts';
import { type IntakeStop, intakeStopOf } from '../model/intake-view.ts';
import { AccountSummary } from './account-summary.tsx';
import { IntakeAlert } from './intake-alert.tsx';
import { IntakePanel } from './intake-panel.tsx';

type StatusViewProps = { status: IntakeStatus; session: IntakeSession };

/** In progress (spec §4): the result within 1 to 3 business days, and an email when it is known. */
export function InProgressView({
  status,
  session,
  onCheck,
  checking,
}: StatusViewProps & {
  onCheck: () => void;
  checking: boolean;
}) {
  const { t } = useTranslation();
  return (
    <IntakePanel
      heading={t('recipientIntake.status.inProgressTitle')}
      icon={<IconHourglass size={20} />}
      iconColor="yellow"
    >
      <Stack gap="sm">
        <Text>{t('recipientIntake.status.inProgress')}</Text>
        <Text>{t('recipientIntake.status.emailOnResult', { email: isolateLtr(session.email) })}</Text>
        {status.expectedByDate && (
          <Text fw={600}>
            {t('recipientIntake.status.expectedBy', { date: formatDay(status.expectedByDate) })}
          </Text>
        )}
        <AccountSummary account={status.bankAccount} />
        <Group>
          <Button variant="default" size="md" onClick={onCheck} loading={checking}>
            {t('recipientIntake.status.checkAgain')}
          </Button>
        </Group>
      </Stack>
    </IntakePanel>
  );
}

/** Verified (spec §4): nothing more to do. */
export function VerifiedView({ status, session }: StatusViewProps) {
  const { t } = useTranslation();
  return (
    <IntakePanel
      heading={t('recipientIntake.status.verifiedTitle')}
      icon={<IconCircleCheck size={20} />}
      iconColor="teal"
    >
      <Stack gap="sm">
        <Text>{t('recipientIntake.status.verified', { businessName: session.recipient.businessName })}</Text>
        <AccountSummary account={status.bankAccount} />
        <Text size="sm" c="gray.7">
          {t('recipientIntake.status.closePage')}
        </Text>
      </Stack>
    </IntakePanel>
  );
}

/**
 * Failed (spec §4, §8): the spec's reason and a retry, which opens the bank details again. A
 * refused retry is the spec's "Retry-verification error".
 */
export function FailedView({
  status,
  session,
  onStop,
}: StatusViewProps & { onStop: (stop: IntakeStop) => void }) {
  const { t } = useTranslation();
  const retry = useRetryIntake({ recipientId: session.recipient.id, sessionToken: session.sessionToken });
  const [retryFailed, setRetryFailed] = useState(false);
  const runRetry = async () => {
    setRetryFailed(false);
    try {
      await retry.mutateAsync();
    } catch (error) {
      const stop = intakeStopOf(error);
      if (stop && stop !== 'hasExternalBankAccount') onStop(stop);
      else setRetryFailed(true);
    }
  };
  return (
    <IntakePanel
      heading={t('recipientIntake.status.failedTitle')}
      icon={<IconAlertCircle size={20} />}
      iconColor="red"
    >
      <Stack gap="sm">
        {retryFailed && <IntakeAlert>{t('errors.retryVerificationFailed')}</IntakeAlert>}
        <Text fw={600}>
          {t('recipientIntake.status.failedReason', {
            reason: t(`bankTransfers.failureReasons.${status.failureReason ?? 'unexpected_error'}`),
          })}
        </Text>
        <AccountSummary account={status.bankAccount} />
        <Text>
          {status.canRetry ? t('recipientIntake.status.failedNext') : t('recipientIntake.status.cannotRetry')}
        </Text>
        {status.canRetry && (
          <Group>
            <Button size="md" onClick={() => void runRetry()} loading={retry.isPending}>
              {t('recipientIntake.status.retry')}
            </Button>
          </Group>
        )}
      </Stack>
    </IntakePanel>
  );
}
