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
  Table,
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
              <Loader aria-label={t('common.loading')} />
            </Center>
          ) : autoloads.isError ? (
            <Alert color="red">{apiError(autoloads.error)}</Alert>
          ) : rows.length === 0 ? (
            <Text c="dimmed">{t('autoloads.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('autoloads.name')}</Table.Th>
                    <Table.Th>{t('autoloads.amountEach')}</Table.Th>
                    <Table.Th>{t('autoloads.frequency')}</Table.Th>
                    <Table.Th>{t('autoloads.nextLoadDate')}</Table.Th>
                    <Table.Th>{t('autoloads.cardCount')}</Table.Th>
                    <Table.Th>{t('autoloads.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>
                        <Anchor component={Link} to={pathTo('autoload', { businessId, autoloadId: row.id })}>
                          {row.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <MoneyText cents={row.amountCents} />
                      </Table.Td>
                      <Table.Td>{t(`autoloads.frequencies.${row.frequency}`)}</Table.Td>
                      <Table.Td>{formatDay(row.nextLoadDate)}</Table.Td>
                      <Table.Td>{row.cardCount}</Table.Td>
                      <Table.Td>
                        <AutoloadStatusBadge status={row.status} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
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
