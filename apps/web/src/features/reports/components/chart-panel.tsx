import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv } from '../model/report-csv.ts';
import { csvCellOf, type ReportTable } from '../model/report-table.ts';
import { ReportTableView } from './report-table-view.tsx';

type ChartPanelProps = {
  title: string;
  /** Shown under the title: what the figures cover. */
  description?: string;
  table: ReportTable;
  /** The CSV's file name, without the extension. */
  fileName: string;
  /** No chart: the table is the view (a list people read rather than look at). */
  chart?: ReactNode;
  /** 2 for a panel that is a section of its own (programs side by side), else 3 under a section. */
  headingOrder?: 2 | 3;
};

/**
 * A chart with its table and a CSV export. The chart is a picture to the accessibility tree; the
 * table is always there for a screen reader (visually hidden while the chart shows), and a person
 * can switch to it.
 */
export function ChartPanel({
  title,
  description,
  table,
  fileName,
  chart,
  headingOrder = 3,
}: ChartPanelProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>(chart ? 'chart' : 'table');
  const headingId = useId();
  const empty = table.rows.length === 0;
  const exportCsv = () =>
    downloadCsv(
      `${fileName}.csv`,
      toCsv(
        table.header,
        table.rows.map((row) => row.map(csvCellOf)),
      ),
    );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={headingOrder} size="h4" id={headingId}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </div>
          <Group gap="xs">
            {chart && !empty && (
              <SegmentedControl
                size="xs"
                value={view}
                onChange={(value) => setView(value as 'chart' | 'table')}
                aria-label={t('reports.viewAs', { title })}
                data={[
                  { value: 'chart', label: t('reports.chartView') },
                  { value: 'table', label: t('reports.tableView') },
                ]}
              />
            )}
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={exportCsv}
              disabled={empty}
              aria-label={t('reports.downloadCsvOf', { title })}
            >
              {t('reports.downloadCsv')}
            </Button>
          </Group>
        </Group>
        {empty ? (
          <Text c="dimmed" size="sm">
            {t('reports.nothingInPeriod')}
          </Text>
        ) : view === 'chart' && chart ? (
          <>
            <div role="img" aria-label={t('reports.chartOf', { title })}>
              {chart}
            </div>
            <ReportTableView table={table} caption={title} visible={false} />
          </>
        ) : (
          <ReportTableView table={table} caption={title} visible />
        )}
      </Stack>
    </Paper>
  );
}
