import { LANGUAGE_BCP47_TAGS } from '@causeway/domain';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n.ts';
import type { BankTransferKeyMetricsReport } from '../api/get-reports.ts';
import {
  failureReasonLabel,
  failureReasonsTable,
  recipientsTable,
  transfersBySpeedTable,
} from '../model/report-tables.ts';
import { ChartPanel } from './chart-panel.tsx';
import { MetricTile } from './metric-tile.tsx';
import { ReasonBars } from './report-charts.tsx';

const SECONDS_PER_HOUR = 3600;

/** Bank transfers: sent and where they stand now, failures by reason, speeds, recipients' intake. */
export function TransferReport({ transfers }: { transfers: BankTransferKeyMetricsReport }) {
  const { t } = useTranslation();
  const locale = LANGUAGE_BCP47_TAGS[currentLanguage()];
  const { total, previousTotal } = transfers;
  const range = `${transfers.period.from}-${transfers.period.to}`;
  const averageHours =
    total.averageSecondsToComplete === null
      ? null
      : new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
          total.averageSecondsToComplete / SECONDS_PER_HOUR,
        );
  return (
    <Stack gap="md" component="section" aria-labelledby="report-transfers-heading">
      <Title order={2} size="h3" id="report-transfers-heading">
        {t('reports.transfers.heading')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        <MetricTile
          label={t('reports.transfers.sent')}
          kind="money"
          value={total.sent.cents}
          previous={previousTotal.sent.cents}
          detail={t('reports.transfers.transferCount', { count: total.sent.count })}
        />
        <MetricTile
          label={t('reports.transfers.completed')}
          kind="count"
          value={total.completed.count}
          previous={previousTotal.completed.count}
        />
        <MetricTile
          label={t('reports.transfers.failed')}
          kind="count"
          value={total.failed.count}
          previous={previousTotal.failed.count}
          lowerIsBetter
        />
        <MetricTile
          label={t('reports.transfers.returned')}
          kind="count"
          value={total.returned.count}
          previous={previousTotal.returned.count}
          lowerIsBetter
        />
        <MetricTile
          label={t('reports.transfers.inFlight')}
          kind="count"
          value={total.inFlight.count}
          detail={
            averageHours === null
              ? t('reports.transfers.noneCompleted')
              : t('reports.transfers.averageHours', { hours: averageHours })
          }
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartPanel
          title={t('reports.transfers.failureReasons')}
          fileName={`transfer-failures-${range}`}
          table={failureReasonsTable(total, t)}
          chart={
            <ReasonBars
              valueLabel={t('reports.columns.count')}
              bars={total.byFailureReason.map((row) => ({
                name: failureReasonLabel(row.reason, t),
                count: row.count,
              }))}
            />
          }
        />
        <ChartPanel
          title={t('reports.transfers.bySpeed')}
          fileName={`transfers-by-speed-${range}`}
          table={transfersBySpeedTable(total, t)}
        />
      </SimpleGrid>
      <ChartPanel
        title={t('reports.transfers.recipients')}
        description={t('reports.snapshotHint')}
        fileName={`recipients-by-intake-${range}`}
        table={recipientsTable(total, t)}
      />
    </Stack>
  );
}
