import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { MoneyText } from '../../../ui/money-text.tsx';
import { useCardBalance } from '../api/get-card-balance.ts';

function Figure({ label, cents, main = false }: { label: string; cents: number; main?: boolean }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <MoneyText cents={cents} fw={main ? 700 : 500} fz={main ? 28 : 20} lh={1.2} />
    </Stack>
  );
}

/** The card's balance: available to spend, held by pending authorizations, and the total. */
export function CardBalancePanel({ cardId }: { cardId: string }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const balance = useCardBalance(cardId);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('cards.balance')}>
      {balance.isPending ? (
        <Skeleton h={56} />
      ) : balance.isError ? (
        <Alert color="red">{apiError(balance.error)}</Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 3 }} data-testid="card-balance">
          <Figure label={t('cards.available')} cents={balance.data.availableCents} main />
          <Figure label={t('cards.held')} cents={balance.data.heldCents} />
          <Figure label={t('cards.total')} cents={balance.data.balanceCents} />
        </SimpleGrid>
      )}
    </Paper>
  );
}
