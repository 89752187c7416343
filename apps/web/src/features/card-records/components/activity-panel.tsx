import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { CompactList, CompactRow } from '../../../ui/compact-row.tsx';
import { MoneyText } from '../../../ui/money-text.tsx';
import { useCardActivities } from '../api/get-card-activities.ts';
import { type ActivityDetail, activityDetails, activityLabelKey } from '../model/activity-details.ts';

/** The card's activity events (spec §3), newest first: what happened, who did it, when. */
export function ActivityPanel({ cardId }: { cardId: string }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const activities = useCardActivities(cardId);

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
        <Text c="dimmed">{t('cardRecords.activity.empty')}</Text>
      ) : (
        <CompactList label={t('cardRecords.tabs.activity')}>
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
                  ? t('cardRecords.activity.by', { name: activity.actor.name })
                  : t('cardRecords.activity.bySystem')}
              </Text>
              {activityDetails(activity.details).map((detail, index) => (
                // Details have no identity of their own; their order is fixed by activityDetails.
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

function DetailLine({ detail }: { detail: ActivityDetail }) {
  const { t } = useTranslation();
  const status = (value: string) =>
    t(`cards.statuses.${value}` as 'cards.statuses.active', { defaultValue: value });
  let content: ReactNode;
  switch (detail.kind) {
    case 'statusChange':
      content = t('cardRecords.activity.details.statusChange', {
        from: status(detail.from),
        to: status(detail.to),
      });
      break;
    case 'tag':
      content = (
        <>
          {t('cardRecords.activity.details.tag')} <bdi>{detail.name}</bdi>
        </>
      );
      break;
    case 'spendRule':
      content = (
        <>
          {t('cardRecords.activity.details.spendRule')} <bdi>{detail.name}</bdi>
          {detail.ruleType &&
            ` (${t(`cardRecords.spendRules.types.${detail.ruleType}` as 'cardRecords.spendRules.types.velocity', { defaultValue: detail.ruleType })})`}
        </>
      );
      break;
    case 'metadataKeys':
      content = (
        <>
          {t('cardRecords.activity.details.keys')} <bdi>{detail.keys.join(', ')}</bdi>
        </>
      );
      break;
    case 'money':
      content = (
        <>
          {t('cardRecords.activity.details.amount')} <MoneyText cents={detail.cents} />
        </>
      );
      break;
    case 'shipping':
      content = (
        <>
          {t('cardRecords.activity.details.shipping')} <bdi dir="ltr">{detail.shippingType}</bdi>
        </>
      );
      break;
    case 'text':
      content = (
        <>
          <bdi dir="ltr">{detail.label}</bdi>: <bdi>{detail.value}</bdi>
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
