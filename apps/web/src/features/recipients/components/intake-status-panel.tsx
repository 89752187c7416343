import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { isolateLtr } from '../../../i18n/isolate-ltr.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { useRetryIntake } from '../api/change-recipient.ts';
import { useIntakeStatus } from '../api/get-recipient.ts';
import type { Recipient } from '../api/get-recipients.ts';
import { intakeAction } from '../model/recipient-view.ts';
import { formatDay } from './format-day.ts';
import { IntakeStatusBadge } from './recipient-badges.tsx';

type IntakeStatusPanelProps = {
  recipient: Recipient;
  /** Whether the caller may resend the link or ask for new details (retryIntake: updateRecipient). */
  canRetry: boolean;
};

/** Where the recipient's bank details stand and what happens next (cardholder spec §4). */
export function IntakeStatusPanel({ recipient, canRetry }: IntakeStatusPanelProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const intake = useIntakeStatus(recipient.id);
  const retry = useRetryIntake(recipient.id);
  const [retryError, setRetryError] = useState<string | null>(null);
  // The recipient's own fields stand in until (or unless) the intake status answers.
  const status = intake.data?.intakeStatus ?? recipient.intakeStatus;
  const failureReason = intake.data?.failureReason ?? recipient.intakeFailureReason;
  const action = intakeAction(status, recipient.hold);
  const email = isolateLtr(recipient.email);
  // With a hold, only the API's own canRetry offers new details; otherwise it is assumed until it answers.
  const offerRetry = canRetry && action !== null && (intake.data?.canRetry ?? recipient.hold === null);

  const runRetry = async () => {
    setRetryError(null);
    try {
      await retry.mutateAsync();
      showSuccessToast(
        action === 'resendLink'
          ? t('recipients.intake.linkResent', { email })
          : t('recipients.intake.newDetailsAsked', { email }),
      );
    } catch (error) {
      setRetryError(apiError(error));
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('recipients.intake.heading')}
          </Title>
          <IntakeStatusBadge status={status} />
        </Group>
        {status === 'awaiting_recipient' && (
          <Text size="sm">{t('recipients.intake.awaiting', { email })}</Text>
        )}
        {status === 'pending_verification' && (
          <Text size="sm">
            {t('recipients.intake.pending')}
            {intake.data?.expectedByDate &&
              ` ${t('recipients.intake.expectedBy', { date: formatDay(intake.data.expectedByDate) })}`}
            {intake.data?.microDeposits &&
              ` ${t('recipients.intake.microDeposits', {
                attempts: intake.data.microDeposits.attemptsLeft,
                date: formatDateTime(intake.data.microDeposits.expiresAt),
              })}`}
          </Text>
        )}
        {status === 'bank_account_verified' && (
          <Text size="sm">
            {recipient.hold
              ? t(`recipients.intake.onHold.${recipient.hold}`)
              : t('recipients.intake.verified')}
          </Text>
        )}
        {status === 'verification_failed' && (
          <Stack gap={4}>
            <Text size="sm" c="red.8" fw={500}>
              {failureReason
                ? t('recipients.intake.failedBecause', {
                    reason: t(`bankTransfers.failureReasons.${failureReason}`),
                  })
                : t('recipients.intake.failed')}
            </Text>
            <Text size="sm">{t('recipients.intake.failedNext')}</Text>
          </Stack>
        )}
        {retryError && (
          <Alert color="red" role="alert">
            {retryError}
          </Alert>
        )}
        {offerRetry && (
          <Group>
            <Button
              variant="default"
              leftSection={<IconMailForward size={18} />}
              onClick={() => void runRetry()}
              loading={retry.isPending}
            >
              {action === 'resendLink'
                ? t('recipients.intake.resendLink')
                : t('recipients.intake.askForNewDetails')}
            </Button>
          </Group>
        )}
        {intake.data && intake.data.history.length > 1 && (
          <Stack gap={4}>
            <Text size="xs" c="dimmed" fw={500}>
              {t('recipients.intake.history')}
            </Text>
            <List size="xs" spacing={2} c="dimmed">
              {intake.data.history.map((entry) => (
                <List.Item key={`${entry.intakeStatus}-${entry.at}`}>
                  {t(`recipients.intakeStatuses.${entry.intakeStatus}`)} · {formatDateTime(entry.at)}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
