import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../ui/money-text.tsx';
import type { FundingAccount } from '../api/get-funding-accounts.ts';

/** The business's own funding balance: available in large type, held and total beside it. */
export function BalanceSummary({ account }: { account: FundingAccount }) {
  const { t } = useTranslation();
  const { availableCents, heldCents, balanceCents } = account.balance;
  return (
    <Paper withBorder radius="md" p="lg" aria-labelledby="funding-balance-heading">
      <Stack gap="xs">
        <Text id="funding-balance-heading" size="sm" c="dimmed" fw={500}>
          {t('funding.available')}
        </Text>
        <MoneyText cents={availableCents} fw={700} fz={32} lh={1.2} data-testid="funding-available" />
        <Group gap="xl" mt="xs">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('funding.held')}
            </Text>
            <MoneyText cents={heldCents} size="sm" fw={500} />
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('funding.total')}
            </Text>
            <MoneyText cents={balanceCents} size="sm" fw={500} />
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
