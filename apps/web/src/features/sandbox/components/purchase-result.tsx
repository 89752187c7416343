import { declineReasonText } from '@causeway/domain';
import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../ui/money-text.tsx';
import type { PlayedPurchase, SandboxTransaction } from '../model/played-purchases.ts';

/** The decline reason as spec §4 shows it, in the interface language. */
export function useDeclineReason() {
  const { t } = useTranslation();
  return (transaction: Pick<SandboxTransaction, 'declineReason'>) => {
    const english = declineReasonText(transaction.declineReason);
    return transaction.declineReason
      ? t(`sandbox.declineReasons.${transaction.declineReason}`, { defaultValue: english })
      : t('sandbox.declineReasons.none', { defaultValue: english });
  };
}

/**
 * The issuer's answer to the last purchase played, in a polite live region (role="status") so a
 * screen reader and a browser test both read it: Approved with the hold, or Declined with why.
 */
export function PurchaseResult({ played }: { played: PlayedPurchase | null }) {
  const { t } = useTranslation();
  const declineReason = useDeclineReason();
  const transaction = played?.transaction;
  const approved = transaction?.transactionEventStatus !== 'declined';

  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {transaction && played && (
        <Paper
          withBorder
          radius="md"
          p="md"
          bg={approved ? 'var(--mantine-color-teal-0)' : 'var(--mantine-color-red-0)'}
        >
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <ThemeIcon color={approved ? 'teal' : 'red'} variant="light" radius="xl" size="lg">
              {approved ? <IconCircleCheck size={22} /> : <IconCircleX size={22} />}
            </ThemeIcon>
            <Stack gap={2} miw={0}>
              <Text fw={700} size="lg" c={approved ? 'teal.9' : 'red.9'}>
                {approved ? t('sandbox.result.approved') : t('sandbox.result.declined')}
              </Text>
              {approved ? (
                <Text>
                  {t('sandbox.result.hold')} <MoneyText cents={transaction.approvedAmount.value} fw={600} />
                </Text>
              ) : (
                <Text>
                  {t('sandbox.result.reason')} <strong>{declineReason(transaction)}</strong>
                </Text>
              )}
              <Text size="sm" c="dimmed">
                <bdi>{transaction.merchant.name ?? ''}</bdi> · <bdi>{played.cardLabel.name}</bdi>{' '}
                <bdi dir="ltr">•••• {played.cardLabel.last4}</bdi> ·{' '}
                <MoneyText cents={transaction.requestedAmount.value} />
              </Text>
            </Stack>
          </Group>
        </Paper>
      )}
    </div>
  );
}
