import { PENDING_PURCHASE_POSTING_DAYS_TYPICAL } from '@causeway/domain';
import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { CompactList, CompactRow } from '../../../ui/compact-row.tsx';
import { MoneyText } from '../../../ui/money-text.tsx';
import { useHolderCardTransactions } from '../api/get-card-transactions.ts';
import {
  groupTransactions,
  TRANSACTION_SECTIONS,
  type TransactionRowView,
  type TransactionSection,
  transactionRow,
} from '../model/transactions.ts';
import { ListStatus } from './list-status.tsx';

/**
 * The card's purchases (cardholder spec §2 "Activity history"): pending, then cleared, then those
 * that did not complete (declined or reversed); each section explains itself. Pages load on demand.
 */
export function TransactionList({ cardId }: { cardId: string }) {
  const { t } = useTranslation();
  const query = useHolderCardTransactions(cardId);

  if (query.isPending || query.isError) return <ListStatus query={query} />;
  const transactions = query.data.pages.flatMap((page) => page.transactions);
  if (transactions.length === 0) {
    return <Text c="gray.7">{t('cardholderCards.transactions.empty')}</Text>;
  }
  const groups = groupTransactions(transactions);
  return (
    <Stack gap="lg">
      {TRANSACTION_SECTIONS.map((section) =>
        groups[section].length === 0 ? null : (
          <TransactionSectionList
            key={section}
            cardId={cardId}
            section={section}
            rows={groups[section].map(transactionRow)}
          />
        ),
      )}
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

function TransactionSectionList({
  cardId,
  section,
  rows,
}: {
  cardId: string;
  section: TransactionSection;
  rows: TransactionRowView[];
}) {
  const { t } = useTranslation();
  const headingId = `transactions-${section}-${cardId}`;
  return (
    <Stack gap={4} component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {t(`cardholderCards.transactions.sections.${section}.title`)}
      </Title>
      <Text size="sm" c="gray.7">
        {t(`cardholderCards.transactions.sections.${section}.explanation`, {
          days: PENDING_PURCHASE_POSTING_DAYS_TYPICAL,
        })}
      </Text>
      <CompactList>
        {rows.map((row) => (
          <TransactionRow key={row.id} row={row} />
        ))}
      </CompactList>
    </Stack>
  );
}

function TransactionRow({ row }: { row: TransactionRowView }) {
  const { t } = useTranslation();
  const merchant = row.merchantName ?? t('cardholderCards.transactions.unnamedMerchant');
  return (
    <CompactRow
      aside={
        <>
          <MoneyText
            cents={row.amountCents}
            signed
            fw={600}
            c={row.movedMoney ? (row.amountCents > 0 ? 'teal.9' : undefined) : 'gray.7'}
            td={row.movedMoney ? undefined : 'line-through'}
          />
          {row.status !== 'approved' && row.status !== 'cleared' && (
            <Badge
              variant="light"
              color={row.status === 'refunded' ? 'teal' : 'gray'}
              c="gray.9"
              tt="none"
              radius="sm"
            >
              {t(`cardholderCards.transactions.statuses.${row.status}`)}
            </Badge>
          )}
        </>
      }
    >
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        <bdi>{merchant}</bdi>
      </Text>
      {/* Each part isolated: an English category beside a right-to-left date keeps its order. */}
      <Text size="xs" c="gray.7">
        {row.merchantCategory && (
          <>
            <bdi>{row.merchantCategory}</bdi>
            {' · '}
          </>
        )}
        <bdi>{formatDateTime(row.createdAt)}</bdi>
      </Text>
      {row.decline && (
        <Stack gap={2} mt={4}>
          <Text size="sm" fw={600} c="red.9">
            {'key' in row.decline.label
              ? t(`cardholderCards.declineReasons.${row.decline.label.key}`)
              : row.decline.label.text}
          </Text>
          <Text size="sm">{t(`cardholderCards.declineAdvice.${row.decline.advice}`)}</Text>
        </Stack>
      )}
    </CompactRow>
  );
}
