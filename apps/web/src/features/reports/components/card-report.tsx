import { LANGUAGE_BCP47_TAGS } from '@causeway/domain';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n.ts';
import type { CardKeyMetricsReport, TransactionCategoriesReport } from '../api/get-reports.ts';
import {
  bucketLabel,
  cardStatusTable,
  categoriesTable,
  declineReasonLabel,
  declinesTable,
  groupLabel,
  loadsTable,
  spendOverTimeTable,
  topMerchantsTable,
} from '../model/report-tables.ts';
import { ChartPanel } from './chart-panel.tsx';
import { MetricTile } from './metric-tile.tsx';
import { CategoryDonut, ReasonBars, SpendOverTimeChart } from './report-charts.tsx';

/** Cards: money in and out, declines, refunds, cards by status; spend over time and by category. */
export function CardReport({
  cards,
  categories,
}: {
  cards: CardKeyMetricsReport;
  categories: TransactionCategoriesReport;
}) {
  const { t } = useTranslation();
  const locale = LANGUAGE_BCP47_TAGS[currentLanguage()];
  const { total, previousTotal } = cards;
  const range = `${cards.period.from}-${cards.period.to}`;
  const activeCards = total.cardsByStatus.active;
  return (
    <Stack gap="md" component="section" aria-labelledby="report-cards-heading">
      <Title order={2} size="h3" id="report-cards-heading">
        {t('reports.cards.heading')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        <MetricTile
          label={t('reports.cards.loaded')}
          kind="money"
          value={total.loads.cents}
          previous={previousTotal.loads.cents}
          detail={t('reports.cards.loadCount', { count: total.loads.count })}
        />
        <MetricTile
          label={t('reports.cards.spent')}
          kind="money"
          value={total.spent.cents}
          previous={previousTotal.spent.cents}
          detail={t('reports.cards.purchaseCount', { count: total.spent.count })}
        />
        <MetricTile
          label={t('reports.cards.declines')}
          kind="count"
          value={total.declined.count}
          previous={previousTotal.declined.count}
          lowerIsBetter
        />
        <MetricTile
          label={t('reports.cards.refunds')}
          kind="money"
          value={total.refunds.cents}
          previous={previousTotal.refunds.cents}
        />
        <MetricTile
          label={t('reports.cards.balance')}
          kind="money"
          value={total.balanceCents}
          detail={t('reports.cards.activeCardCount', { count: activeCards })}
        />
        <MetricTile
          label={t('reports.cards.newCards')}
          kind="count"
          value={total.newCards}
          previous={previousTotal.newCards}
        />
      </SimpleGrid>
      <ChartPanel
        title={t('reports.cards.spendOverTime')}
        fileName={`spend-over-time-${range}`}
        table={spendOverTimeTable(cards, t, locale)}
        chart={
          <SpendOverTimeChart
            data={cards.series.map((point) => ({
              label: bucketLabel(point.bucketStart, cards.bucket, locale),
              spent: point.spentCents,
              loaded: point.loadedCents,
            }))}
            series={[
              { name: 'spent', label: t('reports.columns.spent'), color: 'indigo.6' },
              { name: 'loaded', label: t('reports.columns.loaded'), color: 'teal.6' },
            ]}
          />
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartPanel
          title={t('reports.cards.categories')}
          fileName={`spend-by-category-${range}`}
          table={categoriesTable(categories, t)}
          chart={
            <CategoryDonut
              slices={categories.total.groups.map((row) => ({
                name: groupLabel(row.group, t),
                cents: row.cents,
              }))}
            />
          }
        />
        <ChartPanel
          title={t('reports.cards.declinesByReason')}
          fileName={`declines-${range}`}
          table={declinesTable(total, t)}
          chart={
            <ReasonBars
              valueLabel={t('reports.columns.count')}
              bars={total.declined.byReason.map((row) => ({
                name: declineReasonLabel(row.reason, t),
                count: row.count,
              }))}
            />
          }
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartPanel
          title={t('reports.cards.moneyIn')}
          description={t('reports.cards.moneyInHint')}
          fileName={`loads-${range}`}
          table={loadsTable(total, previousTotal, t)}
        />
        <ChartPanel
          title={t('reports.cards.cardsByStatus')}
          description={t('reports.snapshotHint')}
          fileName={`cards-by-status-${range}`}
          table={cardStatusTable(total, t)}
        />
      </SimpleGrid>
      {categories.transactionDataHidden ? null : (
        <ChartPanel
          title={t('reports.cards.topMerchants')}
          fileName={`top-merchants-${range}`}
          table={topMerchantsTable(categories, t)}
        />
      )}
    </Stack>
  );
}
