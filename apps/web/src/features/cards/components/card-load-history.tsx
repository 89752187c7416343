import { Alert, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { LoadMoreButton } from '../../../ui/load-more-button.tsx';
import { useCardLoadHistory } from '../api/get-card-load-history.ts';
import { CardLoadRows } from './card-load-rows.tsx';

/** Loads, withdrawals and transfers of the card, newest first, with the balance after each. */
export function CardLoadHistory({ cardId }: { cardId: string }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const history = useCardLoadHistory(cardId);
  const rows = history.data?.pages.flatMap((page) => page.loads) ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="load-history-heading">
      <Stack>
        <Title id="load-history-heading" order={2} size="h4">
          {t('cards.historyHeading')}
        </Title>
        {history.isPending ? (
          <Center py="xl">
            <Loader role="status" aria-label={t('common.loading')} />
          </Center>
        ) : history.isError ? (
          <Alert color="red">{apiError(history.error)}</Alert>
        ) : rows.length === 0 ? (
          <Text c="dimmed">{t('cards.historyEmpty')}</Text>
        ) : (
          <CardLoadRows loads={rows} labelledBy="load-history-heading" />
        )}
        {history.hasNextPage && (
          <LoadMoreButton onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage} />
        )}
      </Stack>
    </Paper>
  );
}
