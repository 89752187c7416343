import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../../i18n/format-date.ts';
import { pathTo } from '../../../lib/paths.ts';
import { CompactList, CompactRow } from '../../../ui/compact-row.tsx';
import type { CardOrder } from '../api/get-card-orders.ts';
import { orderCardholderName } from '../lib/order-labels.ts';
import { OrderStatusBadge, ShippingTypeText, TrackingNumberLink } from './order-badges.tsx';
import { CardLast4 } from './order-card-bits.tsx';
import type { OrdersTableProps } from './orders-table.tsx';

/** The orders on a narrow screen: cardholder, card and shipping stacked, the status beside. */
export function OrderList({ businessId, orders, programNames }: OrdersTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orderPath = (order: CardOrder) => pathTo('order', { businessId, orderId: order.id });
  return (
    <CompactList label={t('orders.heading')}>
      {orders.map((order) => (
        <CompactRow
          key={order.id}
          onClick={() => navigate(orderPath(order))}
          aside={
            <>
              <OrderStatusBadge status={order.status} />
              <Text size="xs" c="dimmed">
                {formatDate(order.createdAt)}
              </Text>
            </>
          }
        >
          <Anchor
            component={Link}
            to={orderPath(order)}
            fw={500}
            c="inherit"
            onClick={(event) => event.stopPropagation()}
          >
            {orderCardholderName(order)}
          </Anchor>
          <Group gap="xs">
            <CardLast4 last4={order.card.last4} size="sm" />
            <Text size="xs" c="dimmed">
              <ShippingTypeText order={order} />
            </Text>
          </Group>
          <TrackingNumberLink order={order} size="xs" />
          {programNames && (
            <Text size="xs" c="dimmed">
              {programNames.get(order.businessId)}
            </Text>
          )}
        </CompactRow>
      ))}
    </CompactList>
  );
}
