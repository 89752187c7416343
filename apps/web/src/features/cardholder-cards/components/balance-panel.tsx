import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { MoneyText } from '../../../ui/money-text.tsx';
import { type CardBalance, useHolderCardBalance } from '../api/get-card-balance.ts';

/**
 * The money on the card: what can be spent now, and, when purchases are pending, what they hold
 * and the total (pending purchases are counted in the current balance, spec §4).
 */
export function BalancePanel({ cardId, fallback }: { cardId: string; fallback: CardBalance }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const query = useHolderCardBalance(cardId);
  // The cardholder context carries a balance too: shown until the card's own read answers.
  const balance = query.data ?? fallback;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="card-balance-heading">
      <Stack gap={4}>
        <Title order={2} size="h5" id="card-balance-heading" c="gray.7" fw={500}>
          {t('cardholderCards.balance.available')}
        </Title>
        <MoneyText cents={balance.availableCents} size="2rem" fw={700} lh={1.2} />
        {balance.heldCents > 0 && (
          <Stack gap={2} mt="xs">
            <Group gap="xs" wrap="wrap">
              <Text size="sm">{t('cardholderCards.balance.held')}</Text>
              <MoneyText cents={balance.heldCents} size="sm" fw={600} />
            </Group>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" c="gray.7">
                {t('cardholderCards.balance.total')}
              </Text>
              <MoneyText cents={balance.balanceCents} size="sm" c="gray.7" />
            </Group>
          </Stack>
        )}
        {query.isError && (
          <Text size="sm" c="red.9" role="alert">
            {apiError(query.error)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
