import { ONBOARDING_STATUSES } from '@causeway/contracts';
import { Anchor, Badge, Center, Loader, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { pathTo } from '../../../lib/paths.ts';
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
            <Loader aria-label={t('common.loading')} />
          </Center>
        ) : queue.data.applications.length === 0 ? (
          <Text c="dimmed">{t('onboarding.queue.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('onboarding.queue.organization')}</Table.Th>
                  <Table.Th>{t('onboarding.queue.submittedAt')}</Table.Th>
                  <Table.Th>{t('onboarding.queue.needs')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {queue.data.applications.map((application) => (
                  <Table.Tr key={application.businessId}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={pathTo('manualReview', { businessId: application.businessId })}
                        fw={600}
                      >
                        {application.legalName ?? application.businessName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <bdi>{application.submittedAt ? formatDateTime(application.submittedAt) : '—'}</bdi>
                    </Table.Td>
                    <Table.Td>
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
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {actions}
      </Stack>
    </Paper>
  );
}
