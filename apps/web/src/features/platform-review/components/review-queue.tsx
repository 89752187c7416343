import { ONBOARDING_STATUSES } from '@causeway/contracts';
import { Anchor, Badge, Center, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { pathTo } from '../../../lib/paths.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { ErrorView } from '../../../ui/error-view.tsx';
import { NotFoundView } from '../../../ui/not-found-view.tsx';
import { type QueueStatus, useReviewQueue } from '../api/review-queue.ts';

/**
 * The platform reviewer's queue: applications in one status (submitted by default), the longest
 * waiting first, each opening its review. Anyone else sees the not-found page, as the API answers.
 */
export function ReviewQueue({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<QueueStatus>('application_submitted');
  const queue = useReviewQueue(status);
  if (isApiError(queue.error, 404)) return <NotFoundView />;
  if (queue.isError) return <ErrorView error={queue.error} />;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <Stack>
        <Title order={1} size="h2">
          {t('onboarding.queue.heading')}
        </Title>
        <Select
          label={t('onboarding.queue.status')}
          data={ONBOARDING_STATUSES.map((value) => ({
            value,
            label: t(`onboarding.review.status.${value}`),
          }))}
          value={status}
          onChange={(value) => value && setStatus(value as QueueStatus)}
          allowDeselect={false}
          maw={320}
        />
        {!queue.data ? (
          <Center>
            <Loader role="status" aria-label={t('common.loading')} />
          </Center>
        ) : queue.data.applications.length === 0 ? (
          <Text c="dimmed">{t('onboarding.queue.empty')}</Text>
        ) : (
          <DataTable
            rows={queue.data.applications}
            rowKey={(application) => application.businessId}
            label={t('onboarding.queue.heading')}
            minWidth={320}
            columns={[
              {
                key: 'organization',
                header: t('onboarding.queue.organization'),
                stacked: 'title',
                cell: (application) => (
                  <Anchor
                    component={Link}
                    to={pathTo('manualReview', { businessId: application.businessId })}
                    fw={600}
                  >
                    {application.legalName ?? application.businessName}
                  </Anchor>
                ),
              },
              {
                key: 'submittedAt',
                header: t('onboarding.queue.submittedAt'),
                stacked: 'detail',
                cell: (application) => (
                  <bdi>{application.submittedAt ? formatDateTime(application.submittedAt) : '—'}</bdi>
                ),
              },
              {
                key: 'needs',
                header: t('onboarding.queue.needs'),
                stacked: 'plain',
                cell: (application) => (
                  <Stack gap={4} align="flex-start">
                    {application.outstandingChecks > 0 && (
                      <Badge color="yellow" variant="light">
                        {t('onboarding.queue.outstandingChecks', {
                          count: application.outstandingChecks,
                        })}
                      </Badge>
                    )}
                    {application.requiredDocuments > 0 && (
                      <Badge color="orange" variant="light">
                        {t('onboarding.queue.requiredDocuments', {
                          count: application.requiredDocuments,
                        })}
                      </Badge>
                    )}
                    {application.informationRequest && (
                      <Badge color="blue" variant="light">
                        {t('onboarding.queue.informationRequested')}
                      </Badge>
                    )}
                  </Stack>
                ),
              },
            ]}
          />
        )}
        {actions}
      </Stack>
    </Paper>
  );
}
