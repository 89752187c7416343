import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CardOrder } from '../api/get-card-orders.ts';
import type { CardOrderStatus } from '../lib/order-timeline.ts';
import { trackingLink } from '../lib/tracking.ts';

const STATUS_COLORS: Record<CardOrderStatus, string> = {
  ordered: 'gray',
  produced: 'blue',
  shipped: 'orange',
  delivered: 'teal',
};

export function OrderStatusBadge({ status }: { status: CardOrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={STATUS_COLORS[status]}
      styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}
    >
      {t(`orders.statuses.${status}`)}
    </Badge>
  );
}

/** The shipping type in words (USPS Priority), as the carrier names it. */
export function ShippingTypeText({ order }: { order: Pick<CardOrder, 'shippingType'> }) {
  const { t } = useTranslation();
  return <>{t(`orders.shippingTypes.${order.shippingType}`)}</>;
}

/**
 * The tracking number, linked to the carrier's tracking page (a new tab), or "Not shipped yet".
 * Clicks stay on the link, so a row that opens its order does not open too.
 */
export function TrackingNumberLink({
  order,
  size = 'sm',
}: {
  order: Pick<CardOrder, 'shippingType' | 'trackingNumber' | 'trackingUrl'>;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const link = trackingLink(order);
  if (!link) {
    return (
      <Text size={size} c="dimmed">
        {t('orders.notShipped')}
      </Text>
    );
  }
  return (
    <Anchor
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      size={size}
      aria-label={t('orders.trackWith', { carrier: link.carrier, number: link.number })}
      onClick={(event) => event.stopPropagation()}
    >
      <Group gap={4} component="span" wrap="nowrap">
        <bdi dir="ltr" style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>
          {link.number}
        </bdi>
        <IconExternalLink size={14} aria-hidden="true" />
      </Group>
    </Anchor>
  );
}
