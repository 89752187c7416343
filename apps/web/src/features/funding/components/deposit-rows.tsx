import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { CompactList, CompactRow } from '../../../ui/compact-row.tsx';
import { MoneyText } from '../../../ui/money-text.tsx';
import { useCompactLayout } from '../../../ui/use-compact-layout.ts';
import type { Deposit } from '../api/get-deposits.ts';

type Labels = ReadonlyMap<string, string>;

/** The custom fields stored with a deposit, by their label where the business still defines it. */
function CustomFieldValues({ deposit, labels }: { deposit: Deposit; labels: Labels }) {
  return Object.entries(deposit.customFields ?? {}).map(([name, value]) => (
    <Text key={name} size="xs" c="dimmed">
      {labels.get(name) ?? name}: {value}
    </Text>
  ));
}

/** Deposits as a table, or as stacked rows on a narrow screen; amounts signed and coloured. */
export function DepositRows({
  deposits,
  labelledBy,
  customFieldLabels,
}: {
  deposits: readonly Deposit[];
  labelledBy: string;
  customFieldLabels: Labels;
}) {
  const { t } = useTranslation();
  const compact = useCompactLayout();

  if (compact) {
    return (
      <CompactList>
        {deposits.map((deposit) => (
          <CompactRow key={deposit.id} aside={<MoneyText cents={deposit.amountCents} signed fw={600} />}>
            <Text size="sm" fw={500}>
              {t(`funding.depositTypes.${deposit.type}`)}
            </Text>
            <Text size="sm">{deposit.counterparty.name}</Text>
            {deposit.memo && <Text size="sm">{deposit.memo}</Text>}
            <CustomFieldValues deposit={deposit} labels={customFieldLabels} />
            <Text size="xs" c="dimmed">
              {formatDateTime(deposit.createdAt)}
            </Text>
          </CompactRow>
        ))}
      </CompactList>
    );
  }

  return (
    <Table.ScrollContainer minWidth={680}>
      <Table verticalSpacing="sm" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('funding.date')}</Table.Th>
            <Table.Th>{t('funding.type')}</Table.Th>
            <Table.Th>{t('funding.counterparty')}</Table.Th>
            <Table.Th>{t('funding.memo')}</Table.Th>
            <Table.Th ta="end">{t('funding.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deposits.map((deposit) => (
            <Table.Tr key={deposit.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(deposit.createdAt)}</Table.Td>
              <Table.Td>{t(`funding.depositTypes.${deposit.type}`)}</Table.Td>
              <Table.Td>{deposit.counterparty.name}</Table.Td>
              <Table.Td>
                {deposit.memo}
                <CustomFieldValues deposit={deposit} labels={customFieldLabels} />
              </Table.Td>
              <Table.Td ta="end">
                <MoneyText cents={deposit.amountCents} signed fw={600} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
