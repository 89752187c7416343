import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { CompactList, CompactRow } from '../../../ui/compact-row.tsx';
import { MoneyText } from '../../../ui/money-text.tsx';
import { useCompactLayout } from '../../../ui/use-compact-layout.ts';
import type { CardLoad } from '../api/get-card-load-history.ts';

/** A card's loads as a table, or stacked rows on a narrow screen: signed amount, balance after. */
export function CardLoadRows({ loads, labelledBy }: { loads: readonly CardLoad[]; labelledBy: string }) {
  const { t } = useTranslation();
  const compact = useCompactLayout();

  if (compact) {
    return (
      <CompactList>
        {loads.map((load) => (
          <CompactRow
            key={load.id}
            aside={
              <>
                <MoneyText cents={load.amountCents} signed fw={600} />
                <Text size="xs" c="dimmed">
                  {t('cards.balanceAfter')} <MoneyText cents={load.balanceAfterCents} />
                </Text>
              </>
            }
          >
            <Text size="sm" fw={500}>
              {t(`cards.kinds.${load.kind}`)}
            </Text>
            {load.memo && <Text size="sm">{load.memo}</Text>}
            <Text size="xs" c="dimmed">
              {formatDateTime(load.createdAt)}
            </Text>
          </CompactRow>
        ))}
      </CompactList>
    );
  }

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('cards.date')}</Table.Th>
            <Table.Th>{t('cards.kind')}</Table.Th>
            <Table.Th>{t('cards.memo')}</Table.Th>
            <Table.Th ta="end">{t('cards.amount')}</Table.Th>
            <Table.Th ta="end">{t('cards.balanceAfter')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loads.map((load) => (
            <Table.Tr key={load.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(load.createdAt)}</Table.Td>
              <Table.Td>{t(`cards.kinds.${load.kind}`)}</Table.Td>
              <Table.Td>{load.memo}</Table.Td>
              <Table.Td ta="end">
                <MoneyText cents={load.amountCents} signed fw={600} />
              </Table.Td>
              <Table.Td ta="end">
                <MoneyText cents={load.balanceAfterCents} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
