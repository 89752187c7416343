import { Alert, Badge, Button, Center, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { CompactList, CompactRow } from '../../../ui/compact-row.tsx';
import { MoneyText } from '../../../ui/money-text.tsx';
import { useCompactLayout } from '../../../ui/use-compact-layout.ts';
import { useCardTransactions } from '../api/get-card-transactions.ts';
import {
  groupTransactions,
  TRANSACTION_SECTIONS,
  type TransactionRow,
  type TransactionSection,
  transactionRow,
} from '../model/transaction-view.ts';

const STATUS_COLORS: Record<TransactionRow['status'], string> = {
  approved: 'yellow',
  cleared: 'teal',
  refunded: 'blue',
  declined: 'red',
  reversed: 'gray',
};

/** The card's transactions: pending, cleared, and declined or reversed, with the spec's display rules. */
export function TransactionsPanel({ cardId }: { cardId: string }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const transactions = useCardTransactions(cardId);

  if (transactions.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (transactions.isError) return <Alert color="red">{apiError(transactions.error)}</Alert>;

  const pages = transactions.data.pages;
  const dataHidden = pages.some((page) => page.transactionDataHidden);
  const groups = groupTransactions(pages.flatMap((page) => page.transactions));
  const total = TRANSACTION_SECTIONS.reduce((sum, section) => sum + groups[section].length, 0);

  return (
    <Stack>
      {dataHidden && (
        <Alert color="gray" icon={<IconEyeOff size={18} aria-hidden="true" />}>
          {t('cardRecords.transactions.hiddenExplanation')}
        </Alert>
      )}
      {total === 0 ? (
        <Text c="dimmed">{t('cardRecords.transactions.empty')}</Text>
      ) : (
        TRANSACTION_SECTIONS.filter((section) => groups[section].length > 0).map((section) => (
          <TransactionSectionList
            key={section}
            section={section}
            rows={groups[section].map((transaction) => transactionRow(transaction, dataHidden))}
          />
        ))
      )}
      {transactions.hasNextPage && (
        <Center>
          <Button
            variant="default"
            onClick={() => void transactions.fetchNextPage()}
            loading={transactions.isFetchingNextPage}
          >
            {t('common.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}

function TransactionSectionList({ section, rows }: { section: TransactionSection; rows: TransactionRow[] }) {
  const { t } = useTranslation();
  const compact = useCompactLayout();
  const headingId = `transactions-${section}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title id={headingId} order={3} size="h5">
        {t(`cardRecords.transactions.sections.${section}`)}
      </Title>
      {section === 'pending' && (
        <Text size="sm" c="dimmed">
          {t('cardRecords.transactions.pendingNote')}
        </Text>
      )}
      {compact ? (
        <CompactList label={t(`cardRecords.transactions.sections.${section}`)}>
          {rows.map((row) => (
            <CompactRow
              key={row.id}
              aside={
                <>
                  <MoneyText cents={row.amountCents} signed fw={600} />
                  <StatusBadge status={row.status} />
                </>
              }
            >
              <MerchantName row={row} />
              {/* One "Hidden" says it on a narrow row; the table keeps its column. */}
              {!row.merchantHidden && <MerchantCategory row={row} />}
              <DeclineText row={row} />
              <Text size="xs" c="dimmed">
                {formatDateTime(row.createdAt)}
              </Text>
            </CompactRow>
          ))}
        </CompactList>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('cardRecords.transactions.date')}</Table.Th>
                <Table.Th>{t('cardRecords.transactions.description')}</Table.Th>
                <Table.Th>{t('cardRecords.transactions.category')}</Table.Th>
                <Table.Th>{t('cardRecords.transactions.status')}</Table.Th>
                <Table.Th ta="end">{t('cardRecords.transactions.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</Table.Td>
                  <Table.Td>
                    <MerchantName row={row} />
                    <DeclineText row={row} />
                  </Table.Td>
                  <Table.Td>
                    <MerchantCategory row={row} />
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={row.status} />
                  </Table.Td>
                  <Table.Td ta="end">
                    <MoneyText cents={row.amountCents} signed fw={600} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function StatusBadge({ status }: { status: TransactionRow['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {t(`cardRecords.transactions.statuses.${status}`)}
    </Badge>
  );
}

function MerchantName({ row }: { row: TransactionRow }) {
  const { t } = useTranslation();
  if (row.merchantName === null) {
    return (
      <Text size="sm" fs="italic" c="dimmed">
        {row.merchantHidden ? t('cardRecords.transactions.hidden') : t('cardRecords.transactions.noMerchant')}
      </Text>
    );
  }
  return (
    <Text size="sm" fw={500}>
      <bdi>{row.merchantName}</bdi>
    </Text>
  );
}

function MerchantCategory({ row }: { row: TransactionRow }) {
  const { t } = useTranslation();
  if (row.merchantCategory === null) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {row.merchantHidden ? t('cardRecords.transactions.hidden') : '—'}
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      <bdi>{row.merchantCategory}</bdi>
    </Text>
  );
}

function DeclineText({ row }: { row: TransactionRow }) {
  const { t } = useTranslation();
  if (!row.decline) return null;
  const { reason, text } = row.decline;
  return (
    <Text size="sm" c="red.8">
      {reason
        ? t(`cardRecords.transactions.declineReasons.${reason}`, { defaultValue: text })
        : t('cardRecords.transactions.declined', { defaultValue: text })}
    </Text>
  );
}
