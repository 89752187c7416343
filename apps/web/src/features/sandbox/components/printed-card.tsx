import type { CardOrder } from '@causeway/contracts';
import { Alert, Button, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { usePrintedCard } from '../api/card-orders.ts';

/**
 * A delivered card as its holder reads it: the card ID on the back, the last 6 digits, the expiry
 * and the organisation name, which the cardholder portal asks for to link the card.
 */
export function PrintedCard({ order }: { order: CardOrder }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const [shown, setShown] = useState(false);
  const printed = usePrintedCard(order.id, shown);
  const name = `${order.cardholder.firstName} ${order.cardholder.lastName}`;
  if (!shown) {
    return (
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconCreditCard size={14} aria-hidden="true" />}
        onClick={() => setShown(true)}
        aria-label={`${t('sandbox.orders.readCard')}: ${name}`}
      >
        {t('sandbox.orders.readCard')}
      </Button>
    );
  }
  if (printed.isPending) return <Loader role="status" size="xs" aria-label={t('common.loading')} />;
  if (printed.isError) return <Alert color="red">{apiError(printed.error)}</Alert>;
  const card = printed.data;
  const rows = [
    [t('sandbox.orders.printedCardId'), card.cardId],
    [t('sandbox.orders.printedLastSix'), card.lastSix],
    [t('sandbox.orders.printedExpiry'), card.expiry],
    [t('sandbox.orders.printedOrganization'), card.organizationName],
  ] as const;
  return (
    <Stack gap={4} component="dl" aria-label={`${t('sandbox.orders.printedHeading')}: ${name}`} m={0}>
      <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
        {rows.map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} ff="monospace" dir="ltr">
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
