import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useRetryIntake, useVerifyMicroDeposits } from '../api/bank-details.ts';
import { type IntakeStatus, useSetIntakeStatus } from '../api/intake-status.ts';
import { type MicroDepositsForm, microDepositsFormSchema } from '../model/intake-forms.ts';
import type { IntakeSession } from '../model/intake-session.ts';
import { type IntakeStop, intakeStopOf } from '../model/intake-view.ts';
import { AccountSummary } from './account-summary.tsx';
import { IntakeAlert } from './intake-alert.tsx';
import { IntakePanel } from './intake-panel.tsx';

type MicroDepositsProps = {
  status: IntakeStatus & { microDeposits: NonNullable<IntakeStatus['microDeposits']> };
  session: IntakeSession;
  onStop: (stop: IntakeStop) => void;
};

const AMOUNT_STYLE = { direction: 'ltr', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * A manually entered account waiting for its two small deposits: the recipient types the two
 * amounts (attempts left, the expiry), or starts over with new bank details (retryIntake).
 */
export function MicroDepositsView({ status, session, onStop }: MicroDepositsProps) {
  const { t } = useTranslation();
  const { fieldError, apiError } = useTranslatedErrors();
  const scope = { recipientId: session.recipient.id, sessionToken: session.sessionToken };
  const verify = useVerifyMicroDeposits(scope);
  const retry = useRetryIntake(scope);
  const readStatusAgain = useSetIntakeStatus(session.recipient.id);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<MicroDepositsForm, unknown, { firstAmountCents: number; secondAmountCents: number }>({
    resolver: zodResolver(microDepositsFormSchema),
    defaultValues: { firstAmount: '', secondAmount: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (amounts) => {
    setError(null);
    try {
      await verify.mutateAsync(amounts);
    } catch (refusal) {
      const stop = intakeStopOf(refusal);
      if (stop) return onStop(stop);
      setError(apiError(refusal));
      // A wrong pair uses an attempt, an expired one ends them: the counts shown are read again.
      if (isApiError(refusal) && refusal.status < 500) void readStatusAgain();
    }
  });

  const startOver = async () => {
    setError(null);
    try {
      await retry.mutateAsync();
    } catch (refusal) {
      const stop = intakeStopOf(refusal);
      if (stop && stop !== 'hasExternalBankAccount') return onStop(stop);
      setError(t('errors.retryVerificationFailed'));
    }
  };

  const { attemptsLeft, expiresAt } = status.microDeposits;
  const expired = Date.parse(expiresAt) <= Date.now() || attemptsLeft <= 0;

  return (
    <IntakePanel
      heading={t('recipientIntake.microDeposits.heading')}
      icon={<IconCoins size={20} />}
      iconColor="indigo"
      intro={t('recipientIntake.microDeposits.intro')}
    >
      <Stack gap="md">
        <AccountSummary account={status.bankAccount} />
        {error && <IntakeAlert>{error}</IntakeAlert>}
        {expired ? (
          <Text fw={600}>{t('recipientIntake.microDeposits.noMoreAttempts')}</Text>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Stack gap={4}>
                <Text size="sm" fw={600} data-testid="micro-deposits-attempts">
                  {t('recipientIntake.microDeposits.attemptsLeft', { count: attemptsLeft })}
                </Text>
                <Text size="sm">
                  {t('recipientIntake.microDeposits.expiresAt', { date: formatDateTime(expiresAt) })}
                </Text>
              </Stack>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <TextInput
                  label={t('recipientIntake.microDeposits.first')}
                  description={t('recipientIntake.microDeposits.hint')}
                  inputMode="decimal"
                  autoComplete="off"
                  size="md"
                  required
                  leftSection={<span aria-hidden="true">$</span>}
                  styles={{ input: AMOUNT_STYLE }}
                  error={fieldError(errors.firstAmount?.message)}
                  {...form.register('firstAmount')}
                />
                <TextInput
                  label={t('recipientIntake.microDeposits.second')}
                  description={t('recipientIntake.microDeposits.hint')}
                  inputMode="decimal"
                  autoComplete="off"
                  size="md"
                  required
                  leftSection={<span aria-hidden="true">$</span>}
                  styles={{ input: AMOUNT_STYLE }}
                  error={fieldError(errors.secondAmount?.message)}
                  {...form.register('secondAmount')}
                />
              </SimpleGrid>
              <Button type="submit" size="md" loading={form.formState.isSubmitting}>
                {t('recipientIntake.microDeposits.submit')}
              </Button>
            </Stack>
          </form>
        )}
        {status.canRetry && (
          <>
            <Divider />
            <Stack gap="xs">
              <Text size="sm">{t('recipientIntake.microDeposits.startOverHint')}</Text>
              <Button variant="default" size="md" onClick={() => void startOver()} loading={retry.isPending}>
                {t('recipientIntake.microDeposits.startOver')}
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </IntakePanel>
  );
}
