import type { AutoloadDetail } from '@causeway/contracts';
import { Accordion, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { LoadMoreButton } from '../../../ui/load-more-button.tsx';
import { MoneyText } from '../../../ui/money-text.tsx';
import { useMoreRunResults } from '../api/autoloads.ts';
import { formatDay } from '../model/format-day.ts';
import { RunStatusBadge } from './autoload-badges.tsx';

/** The latest runs, newest first, each with its result per card ("Load more" past the first page). */
export function RunHistorySection({ detail }: { detail: AutoloadDetail }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="autoload-runs-heading">
      <Stack>
        <Title order={2} size="h3" id="autoload-runs-heading">
          {t('autoloads.runHistory')}
        </Title>
        {detail.runs.length === 0 ? (
          <Text c="dimmed">{t('autoloads.noRuns')}</Text>
        ) : (
          <Accordion variant="separated" defaultValue={detail.runs[0]?.id}>
            {detail.runs.map((run) => (
              <Accordion.Item key={run.id} value={run.id}>
                <Accordion.Control>
                  <Group gap="sm" wrap="wrap">
                    <Text fw={500}>{formatDay(run.runDate)}</Text>
                    <RunStatusBadge status={run.status} />
                    <Text size="sm" c="dimmed">
                      {t('autoloads.runCounts', {
                        loaded: run.loadedCount,
                        failed: run.failedCount,
                        skipped: run.skippedCount,
                      })}
                    </Text>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="xs">
                    {run.reason && <ReasonText reason={run.reason} />}
                    <Text size="xs" c="dimmed">
                      {t('autoloads.runStarted', { when: formatDateTime(run.startedAt) })}
                    </Text>
                    <RunResults autoloadId={detail.autoload.id} run={run} />
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
    </Paper>
  );
}

type Run = AutoloadDetail['runs'][number];

/** One run's result per card: the first page from the detail, the rest on request. */
function RunResults({ autoloadId, run }: { autoloadId: string; run: Run }) {
  const { t } = useTranslation();
  const [moreRequested, setMoreRequested] = useState(false);
  const more = useMoreRunResults(autoloadId, run.id, run.nextAfterPosition, moreRequested);
  const results = [...run.results, ...(more.data?.pages.flatMap((page) => page.results) ?? [])];
  const hasMore = moreRequested ? more.hasNextPage : run.nextAfterPosition !== null;
  if (results.length === 0) return null;
  return (
    <Stack gap="xs">
      <DataTable
        rows={results}
        rowKey={(result) => result.cardId}
        minWidth={300}
        columns={[
          {
            key: 'card',
            header: t('autoloads.card'),
            stacked: 'title',
            cell: (result) => <span dir="ltr">••{result.last4}</span>,
          },
          {
            key: 'amount',
            header: t('autoloads.amount'),
            stacked: 'aside',
            cell: (result) => <MoneyText cents={result.amountCents} />,
          },
          {
            key: 'result',
            header: t('autoloads.result'),
            stacked: 'plain',
            cell: (result) => (
              <Group gap="xs" wrap="wrap">
                <RunStatusBadge status={result.status} />
                {result.reason && <ReasonText reason={result.reason} />}
              </Group>
            ),
          },
        ]}
      />
      {hasMore && (
        <LoadMoreButton
          size="xs"
          loading={more.isFetching}
          onClick={() => (moreRequested ? void more.fetchNextPage() : setMoreRequested(true))}
        />
      )}
    </Stack>
  );
}

const REASONS = [
  'card_closed',
  'card_frozen',
  'card_locked',
  'insufficient_funds',
  'skipped_by_request',
  'catch_up_window_passed',
  'no_cards',
] as const;

/** Why a run or a card was not loaded, in the reader's words. */
function ReasonText({ reason }: { reason: string }) {
  const { t } = useTranslation();
  const known = REASONS.find((candidate) => candidate === reason);
  return (
    <Text size="sm">
      {known ? t(`autoloads.reasons.${known}`) : t('autoloads.reasons.other', { code: reason })}
    </Text>
  );
}
