import { Alert, Badge, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/toast.ts';
import { CompactList, CompactRow } from '../../../ui/compact-row.tsx';
import { useAdvanceCardOrder, useSandboxCardOrders } from '../api/card-orders.ts';
import { deliveredCardOrders, openCardOrders, SHIPPING_SERVICE_NAMES } from '../model/card-orders.ts';
import { PrintedCard } from './printed-card.tsx';

const STATUS_COLORS = { ordered: 'gray', produced: 'blue', shipped: 'orange', delivered: 'teal' } as const;

/** The carrier: physical card orders not yet delivered, each moved one step with Advance. */
export function CardOrdersPanel({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const orders = useSandboxCardOrders(businessId);
  const advance = useAdvanceCardOrder();
  const open = openCardOrders(orders.data ?? []);
  const delivered = deliveredCardOrders(orders.data ?? []);

  const advanceOrder = async (orderId: string, name: string) => {
    try {
      const order = await advance.mutateAsync(orderId);
      showSuccessToast(
        t('sandbox.orders.advanced', { name, status: t(`sandbox.orderStatus.${order.status}`) }),
      );
    } catch (error) {
      showErrorToast(apiError(error));
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="sandbox-orders-heading">
      <Stack>
        <Stack gap={2}>
          <Title order={2} size="h3" id="sandbox-orders-heading">
            {t('sandbox.orders.heading')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('sandbox.orders.intro')}
          </Text>
        </Stack>
        {orders.isPending ? (
          <Center py="md">
            <Loader role="status" size="sm" aria-label={t('common.loading')} />
          </Center>
        ) : orders.isError ? (
          <Alert color="red">{apiError(orders.error)}</Alert>
        ) : open.length === 0 ? (
          <Text c="dimmed">{t('sandbox.orders.empty')}</Text>
        ) : (
          <CompactList label={t('sandbox.orders.heading')}>
            {open.map((order) => {
              const name = `${order.cardholder.firstName} ${order.cardholder.lastName}`;
              return (
                <CompactRow
                  key={order.id}
                  aside={
                    <>
                      <Badge color={STATUS_COLORS[order.status]} variant="light">
                        {t(`sandbox.orderStatus.${order.status}`)}
                      </Badge>
                      <Button
                        size="compact-sm"
                        variant="light"
                        leftSection={<IconTruckDelivery size={14} />}
                        loading={advance.isPending && advance.variables === order.id}
                        onClick={() => void advanceOrder(order.id, name)}
                        aria-label={`${t('sandbox.orders.advance')}: ${name}`}
                      >
                        {t('sandbox.orders.advance')}
                      </Button>
                    </>
                  }
                >
                  <Text fw={500}>
                    <bdi>{name}</bdi> <bdi dir="ltr">•••• {order.card.last4}</bdi>
                  </Text>
                  <Text size="sm" c="dimmed">
                    <bdi>{SHIPPING_SERVICE_NAMES[order.shippingType]}</bdi>
                    {order.trackingNumber && (
                      <>
                        {' · '}
                        {t('sandbox.orders.tracking')} <bdi dir="ltr">{order.trackingNumber}</bdi>
                      </>
                    )}
                  </Text>
                </CompactRow>
              );
            })}
          </CompactList>
        )}
        {delivered.length > 0 && (
          <Stack gap="xs">
            <Title order={3} size="h4">
              {t('sandbox.orders.printedHeading')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('sandbox.orders.printedIntro')}
            </Text>
            <CompactList label={t('sandbox.orders.printedHeading')}>
              {delivered.map((order) => (
                <CompactRow key={order.id} aside={<PrintedCard order={order} />}>
                  <Text fw={500}>
                    <bdi>{`${order.cardholder.firstName} ${order.cardholder.lastName}`}</bdi>{' '}
                    <bdi dir="ltr">•••• {order.card.last4}</bdi>
                  </Text>
                </CompactRow>
              ))}
            </CompactList>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
