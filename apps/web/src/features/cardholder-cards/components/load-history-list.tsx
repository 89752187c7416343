import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { CompactList, CompactRow } from '../../../ui/compact-row.tsx';
import { MoneyText } from '../../../ui/money-text.tsx';
import { type CardLoad, useHolderLoadHistory } from '../api/get-card-load-history.ts';
import { ListStatus } from './list-status.tsx';

/** The translation of a load row's kind: money added, returned to the organisation, or moved between cards. */
function loadKindKey(load: CardLoad) {
  if (load.kind === 'card_transfer') return load.amountCents >= 0 ? 'transferIn' : 'transferOut';
  return load.kind === 'card_withdrawal' ? 'withdrawal' : 'load';
}

/**
 * Load History (cardholder spec §2, §3 "Load: time loaded, amount loaded"): when and how much, and
 * the organisation's note when the API gives one (it gives none to the holder today).
 */
export function LoadHistoryList({ cardId }: { cardId: string }) {
  const { t } = useTranslation();
  const query = useHolderLoadHistory(cardId);

  if (query.isPending || query.isError) return <ListStatus query={query} />;
  const loads = query.data.pages.flatMap((page) => page.loads);
  if (loads.length === 0) return <Text c="gray.7">{t('cardholderCards.loads.empty')}</Text>;
  return (
    <Stack gap="md">
      <CompactList label={t('cardholderCards.activity.loads')}>
        {loads.map((load) => (
          <CompactRow
            key={load.id}
            aside={
              <MoneyText
                cents={load.amountCents}
                signed
                fw={600}
                c={load.amountCents > 0 ? 'teal.9' : undefined}
              />
            }
          >
            <Text fw={500}>{t(`cardholderCards.loads.kinds.${loadKindKey(load)}`)}</Text>
            <Text size="xs" c="gray.7">
              {formatDateTime(load.createdAt)}
            </Text>
            {load.memo && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('cardholderCards.loads.memo', { memo: load.memo })}
              </Text>
            )}
          </CompactRow>
        ))}
      </CompactList>
      {query.hasNextPage && (
        <Button
          variant="default"
          mih={44}
          w="fit-content"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('common.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
