import type { ActivityEventType } from '@causeway/domain';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { CompactList, CompactRow } from '../../../ui/compact-row.tsx';
import { MoneyText } from '../../../ui/money-text.tsx';
import { useRecipientActivities } from '../api/get-recipient.ts';
import { type RecipientActivityDetail, recipientActivityDetails } from '../model/recipient-activity.ts';
import { maskedAccountNumber } from '../model/recipient-view.ts';

// Activity event types are worded once for every record (cards, recipients) in the catalogues.
const activityLabelKey = (type: ActivityEventType) => `cardRecords.activity.types.${type}` as const;

/** The recipient's activity events, newest first: what happened, who did it, when. */
export function RecipientActivities({ recipientId }: { recipientId: string }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const activities = useRecipientActivities(recipientId);

  if (activities.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (activities.isError) return <Alert color="red">{apiError(activities.error)}</Alert>;
  const rows = activities.data.pages.flatMap((page) => page.activities);

  return (
    <Stack>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('recipients.activity.empty')}</Text>
      ) : (
        <CompactList label={t('recipients.activity.heading')}>
          {rows.map((activity) => (
            <CompactRow
              key={activity.id}
              aside={
                <Text size="xs" c="dimmed" ta="end">
                  {formatDateTime(activity.createdAt)}
                </Text>
              }
            >
              <Text size="sm" fw={500}>
                {t(activityLabelKey(activity.type))}
              </Text>
              <Text size="xs" c="dimmed">
                {activity.actor
                  ? t('recipients.activity.by', { name: activity.actor.name })
                  : t('recipients.activity.bySystem')}
              </Text>
              {recipientActivityDetails(activity.details).map((detail, index) => (
                // Details have no identity of their own; their order is fixed by recipientActivityDetails.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <DetailLine key={index} detail={detail} />
              ))}
            </CompactRow>
          ))}
        </CompactList>
      )}
      {activities.hasNextPage && (
        <Center>
          <Button
            variant="default"
            onClick={() => void activities.fetchNextPage()}
            loading={activities.isFetchingNextPage}
          >
            {t('common.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}

function DetailLine({ detail }: { detail: RecipientActivityDetail }) {
  const { t } = useTranslation();
  let content: ReactNode;
  switch (detail.kind) {
    case 'money':
      content = (
        <>
          {t('recipients.activity.amount')} <MoneyText cents={detail.cents} />
        </>
      );
      break;
    case 'speed':
      content = `${t('recipients.activity.speed')} ${t(`bankTransfers.speeds.${detail.speed}`)}`;
      break;
    case 'failure':
      content = (
        <>
          {t('recipients.activity.reason')}{' '}
          {detail.reason && t(`bankTransfers.failureReasons.${detail.reason}`)}
          {detail.code && (
            <>
              {' '}
              <bdi dir="ltr">({detail.code})</bdi>
            </>
          )}
        </>
      );
      break;
    case 'hold':
      content = t(`recipients.holds.${detail.hold}`);
      break;
    case 'account':
      content = (
        <>
          {t('recipients.activity.account')} <bdi dir="ltr">{maskedAccountNumber(detail.last4)}</bdi>
        </>
      );
      break;
    case 'fields':
      content = (
        <>
          {t('recipients.activity.changed')}{' '}
          <bdi>
            {detail.names
              .map((name) =>
                t(`recipients.fieldNames.${name}` as 'recipients.fieldNames.name', { defaultValue: name }),
              )
              .join(', ')}
          </bdi>
        </>
      );
      break;
    case 'source':
      content = t(`recipients.bank.sources.${detail.source}`);
      break;
    case 'reason':
      content = detail.startedOver ? (
        t('recipients.activity.startOver')
      ) : (
        <>
          {t('recipients.activity.reason')} <bdi>{detail.text}</bdi>
        </>
      );
      break;
    case 'text':
      content = (
        <>
          <bdi>
            {t(`recipients.fieldNames.${detail.label}` as 'recipients.fieldNames.name', {
              defaultValue: detail.label,
            })}
          </bdi>
          : <bdi>{detail.value}</bdi>
        </>
      );
      break;
  }
  return (
    <Text size="sm" c="dimmed">
      {content}
    </Text>
  );
}
