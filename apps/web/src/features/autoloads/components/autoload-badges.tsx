import type { AutoloadStatus } from '@causeway/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<AutoloadStatus, string> = {
  active: 'teal',
  paused: 'yellow',
  cancelled: 'red',
  ended: 'gray',
};
const RUN_COLORS: Record<string, string> = {
  running: 'blue',
  completed: 'teal',
  skipped: 'yellow',
  missed: 'red',
  pending: 'gray',
  loaded: 'teal',
  failed: 'red',
};

export function AutoloadStatusBadge({ status }: { status: AutoloadStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {t(`autoloads.statuses.${status}`)}
    </Badge>
  );
}

/** A run's status, or one card's result in a run. */
export function RunStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={RUN_COLORS[status] ?? 'gray'}>
      {t(`autoloads.runStatuses.${status}`, { defaultValue: status })}
    </Badge>
  );
}
