import { Text, Timeline } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date.ts';
import type { CardOrder } from '../api/get-card-orders.ts';
import { orderTimeline } from '../lib/order-timeline.ts';

/** ordered → produced → shipped → delivered, reached steps filled, with the dates the API gives. */
export function OrderTimeline({ order }: { order: CardOrder }) {
  const { t } = useTranslation();
  const steps = orderTimeline(order);
  const active = steps.findIndex((step) => step.state === 'current');
  return (
    <Timeline active={active} bulletSize={22} lineWidth={2} color="teal" aria-label={t('orders.progress')}>
      {steps.map((step) => (
        <Timeline.Item
          key={step.status}
          bullet={step.state === 'upcoming' ? undefined : <IconCheck size={12} aria-hidden="true" />}
          title={
            <Text
              fw={step.state === 'current' ? 600 : 400}
              size="sm"
              c={step.state === 'upcoming' ? 'dimmed' : undefined}
            >
              {t(`orders.statuses.${step.status}`)}
            </Text>
          }
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <Text size="xs" c="dimmed">
            {step.date
              ? formatDateTime(step.date)
              : step.state === 'upcoming'
                ? t('orders.notYet')
                : t('orders.reached')}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
