import { autoloadEndpoints } from '@causeway/contracts';
import {
  AUTOLOAD_FREQUENCIES,
  AUTOLOAD_STATUSES,
  type AutoloadFrequency,
  type AutoloadStatus,
} from '@causeway/domain';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCalendarRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { canCall } from '../../../lib/api/can-call.ts';
import { pathTo } from '../../../lib/paths.ts';
import type { UserBusinessContext } from '../../../lib/session/session-store.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { LoadMoreButton } from '../../../ui/load-more-button.tsx';
import { MoneyText } from '../../../ui/money-text.tsx';
import { type Autoload, type AutoloadFilters, useAutoloads } from '../api/autoloads.ts';
import { formatDay } from '../model/format-day.ts';
import { AutoloadStatusBadge } from './autoload-badges.tsx';
import { CreateAutoloadDialog } from './create-autoload-dialog.tsx';

/** /{businessId}/autoloads: scheduled loads, filtered by status and frequency; create one. */
export function AutoloadsPage({ businessId, context }: { businessId: string; context: UserBusinessContext }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const [filters, setFilters] = useState<AutoloadFilters>({ status: null, frequency: null });
  const [creating, setCreating] = useState(false);
  const autoloads = useAutoloads(businessId, filters);
  const rows: Autoload[] = autoloads.data?.pages.flatMap((page) => page.autoloads) ?? [];
  const canCreate = canCall(context, autoloadEndpoints.create, businessId);

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {t('autoloads.heading')}
        </Title>
        {canCreate && (
          <Button leftSection={<IconCalendarRepeat size={18} />} onClick={() => setCreating(true)}>
            {t('autoloads.create')}
          </Button>
        )}
      </Group>
      <Paper withBorder radius="md" p="md">
        <Stack>
          <Group grow wrap="wrap">
            <Select
              label={t('autoloads.filterStatus')}
              placeholder={t('autoloads.any')}
              clearable
              data={AUTOLOAD_STATUSES.map((status) => ({
                value: status,
                label: t(`autoloads.statuses.${status}`),
              }))}
              value={filters.status}
              onChange={(status) => setFilters({ ...filters, status: status as AutoloadStatus | null })}
            />
            <Select
              label={t('autoloads.filterFrequency')}
              placeholder={t('autoloads.any')}
              clearable
              data={AUTOLOAD_FREQUENCIES.map((frequency) => ({
                value: frequency,
                label: t(`autoloads.frequencies.${frequency}`),
              }))}
              value={filters.frequency}
              onChange={(frequency) =>
                setFilters({ ...filters, frequency: frequency as AutoloadFrequency | null })
              }
            />
          </Group>
          {autoloads.isPending ? (
            <Center py="xl">
              <Loader role="status" aria-label={t('common.loading')} />
            </Center>
          ) : autoloads.isError ? (
            <Alert color="red">{apiError(autoloads.error)}</Alert>
          ) : rows.length === 0 ? (
            <Text c="dimmed">{t('autoloads.empty')}</Text>
          ) : (
            <DataTable
              rows={rows}
              rowKey={(row) => row.id}
              label={t('autoloads.heading')}
              minWidth={560}
              striped
              columns={[
                {
                  key: 'name',
                  header: t('autoloads.name'),
                  stacked: 'title',
                  cell: (row) => (
                    <Anchor component={Link} to={pathTo('autoload', { businessId, autoloadId: row.id })}>
                      {row.name}
                    </Anchor>
                  ),
                },
                {
                  key: 'amount',
                  header: t('autoloads.amountEach'),
                  stacked: 'aside',
                  cell: (row) => <MoneyText cents={row.amountCents} fw={600} />,
                },
                {
                  key: 'frequency',
                  header: t('autoloads.frequency'),
                  stacked: 'detail',
                  cell: (row) => t(`autoloads.frequencies.${row.frequency}`),
                },
                {
                  key: 'next',
                  header: t('autoloads.nextLoadDate'),
                  stacked: 'detail',
                  nowrap: true,
                  cell: (row) => formatDay(row.nextLoadDate),
                },
                {
                  key: 'cards',
                  header: t('autoloads.cardCount'),
                  stacked: 'detail',
                  cell: (row) => row.cardCount,
                },
                {
                  key: 'status',
                  header: t('autoloads.status'),
                  stacked: 'plain',
                  cell: (row) => <AutoloadStatusBadge status={row.status} />,
                },
              ]}
            />
          )}
          {autoloads.hasNextPage && (
            <LoadMoreButton
              onClick={() => void autoloads.fetchNextPage()}
              loading={autoloads.isFetchingNextPage}
            />
          )}
        </Stack>
      </Paper>
      {canCreate && (
        <CreateAutoloadDialog businessId={businessId} opened={creating} onClose={() => setCreating(false)} />
      )}
    </Stack>
  );
}
