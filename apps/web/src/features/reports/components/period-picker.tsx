import { REPORT_RANGE_DAYS_MAX, type ReportPeriod } from '@causeway/domain';
import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REPORT_PRESETS, type ReportPreset } from '../model/report-periods.ts';

type PeriodPickerProps = {
  preset: ReportPreset;
  period: ReportPeriod;
  onPreset: (preset: ReportPreset) => void;
  onPeriod: (period: ReportPeriod) => void;
  /** The API's refusal of the typed days, translated. */
  error?: string | undefined;
};

/** A named period or two typed days (New York days, both included); native date inputs work on every phone. */
export function PeriodPicker({ preset, period, onPreset, onPeriod, error }: PeriodPickerProps) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('reports.period.label')}
        value={preset}
        allowDeselect={false}
        onChange={(value) => value && onPreset(value as ReportPreset)}
        data={REPORT_PRESETS.map((value) => ({ value, label: t(`reports.period.presets.${value}`) }))}
        w={200}
      />
      <TextInput
        type="date"
        label={t('reports.period.from')}
        value={period.from}
        onChange={(event) => onPeriod({ ...period, from: event.currentTarget.value })}
        w={170}
        dir="ltr"
      />
      <TextInput
        type="date"
        label={t('reports.period.to')}
        value={period.to}
        onChange={(event) => onPeriod({ ...period, to: event.currentTarget.value })}
        w={170}
        dir="ltr"
        error={error}
        description={t('reports.period.maxDays', { max: REPORT_RANGE_DAYS_MAX })}
      />
    </Group>
  );
}
