import { cardOrderEndpoints } from '@causeway/contracts';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { canCall } from '../../../lib/api/can-call.ts';
import { pathTo } from '../../../lib/paths.ts';
import type { UserBusinessContext } from '../../../lib/session/session-store.ts';
import { useCompactLayout } from '../../../ui/use-compact-layout.ts';
import { type CardOrder, useCardOrders } from '../api/get-card-orders.ts';
import { type OrderTargetOption, orderTargets } from '../lib/order-targets.ts';
import { OrderCardDialog } from './order-card-dialog.tsx';
import { OrderList } from './order-list.tsx';
import { OrdersTable } from './orders-table.tsx';

type OrdersPageProps = {
  businessId: string;
  context: UserBusinessContext;
  /** The organisation and its programs: where cards may be ordered, and the program of each order. */
  businesses: readonly OrderTargetOption[];
};

export const ORDER_DIALOG_PARAM = 'dialog';
export const ORDER_DIALOG_VALUE = 'order';

/** /{businessId}/orders: the physical card orders, newest first, with tracking links; order a card. */
export function OrdersPage({ businessId, context, businesses }: OrdersPageProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const orders = useCardOrders(businessId);
  const rows: CardOrder[] = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  // ?dialog=order opens the order dialog: the cards page's "Order physical card" lands here.
  const [searchParams, setSearchParams] = useSearchParams();
  const orderOpened = searchParams.get(ORDER_DIALOG_PARAM) === ORDER_DIALOG_VALUE;
  const setOrderOpened = (opened: boolean) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (opened) next.set(ORDER_DIALOG_PARAM, ORDER_DIALOG_VALUE);
        else next.delete(ORDER_DIALOG_PARAM);
        return next;
      },
      { replace: !opened },
    );

  const isOrganization = businessId === context.topLevelBusinessId;
  const page = businesses.find((business) => business.id === businessId);
  const targets = orderTargets(businessId, context, businesses);
  const canOrder = canCall(context, cardOrderEndpoints.orderAndShip, businessId) && targets.length > 0;
  const programNames =
    isOrganization && businesses.length > 1
      ? new Map(businesses.map((business) => [business.id, business.name]))
      : undefined;
  const Rows = useCompactLayout() ? OrderList : OrdersTable;

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={0}>
          <Title order={1} size="h2">
            {t('orders.heading')}
          </Title>
          {page && <Text c="dimmed">{page.name}</Text>}
        </Stack>
        <Group gap="sm">
          <Button
            component={Link}
            to={pathTo('cards', { businessId })}
            variant="default"
            leftSection={<IconCreditCard size={18} />}
          >
            {t('orders.cards')}
          </Button>
          {canOrder && (
            <Button component={Link} to={pathTo('importOrder', { businessId })} variant="default">
              {t('imports.title.order')}
            </Button>
          )}
          {canOrder && (
            <Button leftSection={<IconTruckDelivery size={18} />} onClick={() => setOrderOpened(true)}>
              {t('orders.orderCard')}
            </Button>
          )}
        </Group>
      </Group>
      <Paper withBorder radius="md" p="md">
        <Stack>
          {orders.isPending ? (
            <Center py="xl">
              <Loader role="status" aria-label={t('common.loading')} />
            </Center>
          ) : orders.isError ? (
            <Alert color="red">{apiError(orders.error)}</Alert>
          ) : rows.length === 0 ? (
            <Text c="dimmed">{t('orders.empty')}</Text>
          ) : (
            <Rows businessId={businessId} orders={rows} programNames={programNames} />
          )}
          {orders.hasNextPage && (
            <Center>
              <Button
                variant="default"
                onClick={() => void orders.fetchNextPage()}
                loading={orders.isFetchingNextPage}
              >
                {t('common.loadMore')}
              </Button>
            </Center>
          )}
        </Stack>
      </Paper>
      {canOrder && (
        <OrderCardDialog
          targets={targets}
          businessId={businessId}
          opened={orderOpened}
          onClose={() => setOrderOpened(false)}
        />
      )}
    </Stack>
  );
}
