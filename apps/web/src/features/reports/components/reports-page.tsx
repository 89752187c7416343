import type { ReportQuery } from '@causeway/contracts';
import { isCalendarDay, LANGUAGE_BCP47_TAGS, REPORT_RANGE_DAYS_MAX, reportDayCount } from '@causeway/domain';
import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateIn } from '../../../i18n/format-date.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { useReports } from '../api/get-reports.ts';
import { newYorkToday, presetPeriod, type ReportPreset } from '../model/report-periods.ts';
import { programsTable } from '../model/report-tables.ts';
import { CardReport } from './card-report.tsx';
import { ChartPanel } from './chart-panel.tsx';
import { type FundingFilter, FundingFilterFields } from './funding-filter.tsx';
import { PeriodPicker } from './period-picker.tsx';
import { TransferReport } from './transfer-report.tsx';

type ReportsPageProps = {
  businessId: string;
  organizationId: string;
  /** programs/reports: each program side by side with the organisation's total. */
  sideBySide: boolean;
};

/** Why the typed days cannot be asked for, or null when they can. */
function periodProblem(period: { from: string; to: string }, t: TFunction) {
  if (!isCalendarDay(period.from) || !isCalendarDay(period.to)) return t('validation.dateFormat');
  if (period.from > period.to) return t('validation.datesOutOfOrder');
  if (reportDayCount(period) > REPORT_RANGE_DAYS_MAX)
    return t('validation.reportRangeTooLong', { max: REPORT_RANGE_DAYS_MAX });
  return null;
}

/**
 * The Reports page: key figures of cards and bank transfers over New York days, compared with the
 * period before, with charts (each with its table and CSV) and, on programs/reports, the programs
 * side by side.
 */
export function ReportsPage({ businessId, organizationId, sideBySide }: ReportsPageProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const [preset, setPreset] = useState<ReportPreset>('thisMonth');
  const [period, setPeriod] = useState(() => presetPeriod('thisMonth', newYorkToday(Date.now())));
  const [filter, setFilter] = useState<FundingFilter>({ fieldName: '', fieldValue: '' });
  const problem = periodProblem(period, t);
  const fieldValue = filter.fieldValue.trim();
  // One object per distinct query, so the debounce only restarts when a day or the filter changes.
  const typed = useMemo(
    (): ReportQuery => ({
      from: period.from,
      to: period.to,
      ...(filter.fieldName && fieldValue ? { fieldName: filter.fieldName, fieldValue } : {}),
    }),
    [period.from, period.to, filter.fieldName, fieldValue],
  );
  const [asked] = useDebouncedValue(typed, 300);
  // Days that cannot be asked for keep the last figures on screen, with the reason by the inputs.
  const reports = useReports(businessId, asked, !problem && periodProblem(asked, t) === null);
  const locale = LANGUAGE_BCP47_TAGS[currentLanguage()];
  const dayText = (day: string) => formatDateIn(locale, new Date(`${day}T12:00:00`), false);
  const cards = reports.cards.data;
  const categories = reports.categories.data;
  const transfers = reports.transfers.data;
  const error = reports.cards.error ?? reports.categories.error ?? reports.transfers.error;

  return (
    <Stack>
      <Title order={1} size="h2">
        {sideBySide ? t('titles.superBusinessReports') : t('titles.reports')}
      </Title>
      <PeriodPicker
        preset={preset}
        period={period}
        error={problem ?? undefined}
        onPreset={(next) => {
          setPreset(next);
          if (next !== 'custom') setPeriod(presetPeriod(next, newYorkToday(Date.now())));
        }}
        onPeriod={(next) => {
          setPreset('custom');
          setPeriod(next);
        }}
      />
      <FundingFilterFields
        businessId={businessId}
        organizationId={organizationId}
        filter={filter}
        onChange={setFilter}
      />
      {cards && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('reports.periodSummary', {
            from: dayText(cards.period.from),
            to: dayText(cards.period.to),
            previousFrom: dayText(cards.previousPeriod.from),
            previousTo: dayText(cards.previousPeriod.to),
          })}
          {cards.filter && ` ${t('reports.filter.applied', { value: cards.filter.fieldValue })}`}
        </Text>
      )}
      {error ? (
        <Alert color="red">{apiError(error)}</Alert>
      ) : !cards || !categories || !transfers ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : (
        <Stack gap="xl">
          {sideBySide && cards.businesses.length > 1 && (
            <ChartPanel
              title={t('reports.programs.heading')}
              headingOrder={2}
              fileName={`programs-${cards.period.from}-${cards.period.to}`}
              table={programsTable(cards, transfers, t)}
            />
          )}
          <CardReport cards={cards} categories={categories} />
          <TransferReport transfers={transfers} />
          <Text size="xs" c="dimmed">
            {t('reports.newYorkDays')}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
