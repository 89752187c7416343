import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../../i18n/format-date.ts';
import { pathTo } from '../../../lib/paths.ts';
import type { CardOrder } from '../api/get-card-orders.ts';
import { orderCardholderName } from '../lib/order-labels.ts';
import { OrderStatusBadge, ShippingTypeText, TrackingNumberLink } from './order-badges.tsx';
import { CardLast4 } from './order-card-bits.tsx';

export type OrdersTableProps = {
  businessId: string;
  orders: readonly CardOrder[];
  /** Program names by business id, on an organisation's page whose list mixes its programs' orders. */
  programNames?: ReadonlyMap<string, string>;
};

/** The orders of the page; a row opens its order, the tracking number the carrier's page. */
export function OrdersTable({ businessId, orders, programNames }: OrdersTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orderPath = (order: CardOrder) => pathTo('order', { businessId, orderId: order.id });

  return (
    <Table.ScrollContainer minWidth={programNames ? 960 : 860}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('orders.heading')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orders.date')}</Table.Th>
            <Table.Th>{t('orders.cardholder')}</Table.Th>
            <Table.Th>{t('orders.card')}</Table.Th>
            {programNames && <Table.Th>{t('orders.program')}</Table.Th>}
            <Table.Th>{t('orders.shippingType')}</Table.Th>
            <Table.Th>{t('orders.status')}</Table.Th>
            <Table.Th>{t('orders.trackingNumber')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id} onClick={() => navigate(orderPath(order))} style={{ cursor: 'pointer' }}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor
                  component={Link}
                  to={orderPath(order)}
                  c="inherit"
                  size="sm"
                  onClick={(event) => event.stopPropagation()}
                >
                  {formatDate(order.createdAt)}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {orderCardholderName(order)}
                  </Text>
                  {order.cardholder.email && (
                    <Text size="xs" c="dimmed" maw={180} truncate="end">
                      <bdi>{order.cardholder.email}</bdi>
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <CardLast4 last4={order.card.last4} size="sm" />
              </Table.Td>
              {programNames && (
                <Table.Td>
                  <Text size="sm">{programNames.get(order.businessId)}</Text>
                </Table.Td>
              )}
              <Table.Td>
                <Text size="sm">
                  <ShippingTypeText order={order} />
                </Text>
              </Table.Td>
              <Table.Td>
                <OrderStatusBadge status={order.status} />
              </Table.Td>
              <Table.Td>
                <TrackingNumberLink order={order} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
