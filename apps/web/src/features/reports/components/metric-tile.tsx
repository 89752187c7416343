import { formatCents, LANGUAGE_BCP47_TAGS, percentChange } from '@causeway/domain';
import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n.ts';

type MetricTileProps = {
  label: string;
  value: number;
  /** The same figure over the previous period; left out for a snapshot (cards now, money now). */
  previous?: number;
  kind: 'money' | 'count';
  /** A second line, e.g. "12 purchases". */
  detail?: string;
  /** More is worse (declines, failures): the change is coloured the other way. */
  lowerIsBetter?: boolean;
};

/** One key figure and its change from the previous period, in words a screen reader says whole. */
export function MetricTile({ label, value, previous, kind, detail, lowerIsBetter = false }: MetricTileProps) {
  const { t } = useTranslation();
  const locale = LANGUAGE_BCP47_TAGS[currentLanguage()];
  const shown = kind === 'money' ? formatCents(value) : new Intl.NumberFormat(locale).format(value);
  const change = previous === undefined ? undefined : percentChange(value, previous);
  const better = change !== undefined && change !== null && change !== 0 && change > 0 !== lowerIsBetter;
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" style={{ fontVariantNumeric: 'tabular-nums' }}>
        <span dir={kind === 'money' ? 'ltr' : undefined}>{shown}</span>
      </Text>
      {detail && <Text size="xs">{detail}</Text>}
      {change !== undefined && (
        <Text size="xs" c={change === null || change === 0 ? 'dimmed' : better ? 'teal.9' : 'red.9'}>
          {change === null
            ? t('reports.noComparison')
            : t('reports.changeFromPrevious', {
                change: new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }).format(change),
              })}
        </Text>
      )}
    </Paper>
  );
}
