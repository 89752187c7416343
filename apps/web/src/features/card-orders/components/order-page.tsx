import {
  Alert,
  Anchor,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  useDirection,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { pathTo } from '../../../lib/paths.ts';
import { useCardOrder } from '../api/get-card-order.ts';
import type { CardOrder } from '../api/get-card-orders.ts';
import { orderCardholderName } from '../lib/order-labels.ts';
import { OrderStatusBadge, ShippingTypeText, TrackingNumberLink } from './order-badges.tsx';
import { CardLast4, OrderedCardStatusBadge } from './order-card-bits.tsx';
import { OrderTimeline } from './order-timeline.tsx';

type OrderPageProps = { businessId: string; orderId: string };

/** /{businessId}/orders/{orderId}: where the card is on its way, where it goes, and the card. */
export function OrderPage({ businessId, orderId }: OrderPageProps) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const { apiError } = useTranslatedErrors();
  const order = useCardOrder(businessId, orderId);
  const BackIcon = dir === 'rtl' ? IconChevronRight : IconChevronLeft;
  const back = (
    <Anchor component={Link} to={pathTo('orders', { businessId })} size="sm">
      <Group gap={4} component="span">
        <BackIcon size={16} aria-hidden="true" />
        {t('orders.backToOrders')}
      </Group>
    </Anchor>
  );

  if (order.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (order.isError) {
    return (
      <Stack>
        {back}
        <Alert color="red">{apiError(order.error)}</Alert>
      </Stack>
    );
  }

  const data = order.data;
  return (
    <Stack>
      {back}
      <Paper withBorder radius="md" p="lg">
        <Stack gap={6}>
          <Group gap="sm">
            <Title order={1} size="h2">
              {t('orders.detailHeading', { name: orderCardholderName(data) })}
            </Title>
            <OrderStatusBadge status={data.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('orders.orderedOn', { date: formatDateTime(data.createdAt) })}
            {data.cardholder.email && (
              <>
                {' · '}
                <bdi>{data.cardholder.email}</bdi>
              </>
            )}
          </Text>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('orders.progress')}
            </Title>
            <OrderTimeline order={data} />
          </Stack>
        </Paper>
        <Stack gap="md">
          <Paper withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('orders.shipping')}
              </Title>
              <Detail label={t('orders.shippingAddress')}>
                <ShippingAddress address={data.shippingAddress} />
              </Detail>
              <Detail label={t('orders.shipmentMethod')}>
                <Text size="sm">
                  <ShippingTypeText order={data} />
                </Text>
              </Detail>
              <Detail label={t('orders.trackingNumber')}>
                <TrackingNumberLink order={data} />
              </Detail>
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('orders.card')}
              </Title>
              <Group gap="sm">
                <Anchor
                  component={Link}
                  to={pathTo('card', { businessId, cardId: data.card.id })}
                  aria-label={t('orders.openCard')}
                >
                  <CardLast4 last4={data.card.last4} fw={500} />
                </Anchor>
                <OrderedCardStatusBadge status={data.card.status} />
              </Group>
              <Text size="sm" c="dimmed">
                {t('cards.reference')}: <bdi dir="ltr">{data.card.reference}</bdi>
              </Text>
              {data.card.status === 'inactive' && (
                <Text size="xs" c="dimmed">
                  {t('orders.activationNote')}
                </Text>
              )}
            </Stack>
          </Paper>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** The label as the carrier prints it: name, lines, then "City, ST 12345"; each line kept left to right. */
function ShippingAddress({ address }: { address: CardOrder['shippingAddress'] }) {
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.addressOne,
    address.addressTwo,
    `${address.city}, ${address.state} ${address.zip}`,
  ].filter((line): line is string => Boolean(line));
  return (
    <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
      {lines.map((line, index) => (
        <Fragment key={line}>
          {index > 0 && <br />}
          <bdi dir="ltr">{line}</bdi>
        </Fragment>
      ))}
    </Text>
  );
}
