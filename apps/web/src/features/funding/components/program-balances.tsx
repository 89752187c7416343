import { Anchor, Badge, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../lib/paths.ts';
import { CompactList, CompactRow } from '../../../ui/compact-row.tsx';
import { MoneyText } from '../../../ui/money-text.tsx';
import { useCompactLayout } from '../../../ui/use-compact-layout.ts';
import type { FundingAccount } from '../api/get-funding-accounts.ts';

function ProgramLink({ program }: { program: FundingAccount }) {
  return (
    <Anchor component={Link} to={pathTo('fundingAccount', { businessId: program.businessId })} fw={500}>
      {program.name}
    </Anchor>
  );
}

function ProductType({ program }: { program: FundingAccount }) {
  const { t } = useTranslation();
  return program.productType ? (
    <Badge variant="light" color="gray">
      {t(`productTypes.${program.productType}`)}
    </Badge>
  ) : null;
}

/** An organisation's programs with their funding balances; each name opens that program's page. */
export function ProgramBalances({ programs }: { programs: readonly FundingAccount[] }) {
  const { t } = useTranslation();
  const compact = useCompactLayout();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="program-balances-heading">
      <Title id="program-balances-heading" order={2} size="h4" mb="sm">
        {t('funding.programsHeading')}
      </Title>
      {compact ? (
        <CompactList>
          {programs.map((program) => (
            <CompactRow
              key={program.businessId}
              aside={
                <>
                  <MoneyText cents={program.balance.availableCents} fw={600} />
                  <Text size="xs" c="dimmed">
                    {t('funding.available')}
                  </Text>
                </>
              }
            >
              <ProgramLink program={program} />
              <div>
                <ProductType program={program} />
              </div>
            </CompactRow>
          ))}
        </CompactList>
      ) : (
        <Table verticalSpacing="sm" aria-labelledby="program-balances-heading">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('funding.program')}</Table.Th>
              <Table.Th>{t('programs.productType')}</Table.Th>
              <Table.Th ta="end">{t('funding.available')}</Table.Th>
              <Table.Th ta="end">{t('funding.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {programs.map((program) => (
              <Table.Tr key={program.businessId}>
                <Table.Td>
                  <ProgramLink program={program} />
                </Table.Td>
                <Table.Td>
                  <ProductType program={program} />
                </Table.Td>
                <Table.Td ta="end">
                  <MoneyText cents={program.balance.availableCents} fw={500} />
                </Table.Td>
                <Table.Td ta="end">
                  <MoneyText cents={program.balance.balanceCents} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
