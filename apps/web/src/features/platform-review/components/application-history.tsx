import type { applicationReviewResponseSchema } from '@causeway/contracts';
import { ONBOARDING_ACTIVITY_TYPES, type OnboardingActivityType } from '@causeway/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDateTime } from '../../../i18n/format-date.ts';

type Activity = z.infer<typeof applicationReviewResponseSchema>['activities'][number];

/** The activity types this build words; a newer API's type shows as its code. */
const isKnown = (type: string): type is OnboardingActivityType =>
  (ONBOARDING_ACTIVITY_TYPES as readonly string[]).includes(type);

/** Every step and decision of the application, newest first, with who took it. */
export function ApplicationHistory({ activities }: { activities: Activity[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('onboarding.review.history')}
      </Title>
      <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {activities.map((activity) => (
          <Text key={activity.id} component="li" size="sm">
            <bdi>{formatDateTime(activity.createdAt)}</bdi> —{' '}
            {isKnown(activity.type) ? t(`onboarding.activities.${activity.type}`) : activity.type}
            {activity.actor && <Text span c="dimmed" size="sm">{` · ${activity.actor.name}`}</Text>}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
