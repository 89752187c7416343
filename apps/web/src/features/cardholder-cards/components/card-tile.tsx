import { Badge, Group, Paper, Stack, Text, UnstyledButton, useDirection } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCardholderPathTo } from '../../../lib/cardholder-paths.ts';
import { MoneyText } from '../../../ui/money-text.tsx';
import type { CardholderCard } from '../api/get-cardholder.ts';
import { maskedCardNumber } from '../model/card-number.ts';
import { cardholderStatus } from '../model/card-status.ts';
import { CardStatusBadge } from './card-status-badge.tsx';

/**
 * One card of the overview, tappable as a whole: the organisation, the last digits, Physical or
 * Virtual, the status and the money available; it opens the card's dashboard.
 */
export function CardTile({ card }: { card: CardholderCard }) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const cardholderPath = useCardholderPathTo();
  const Chevron = dir === 'rtl' ? IconChevronLeft : IconChevronRight;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      shadow="xs"
      style={{ listStyle: 'none', overflow: 'hidden' }}
    >
      <UnstyledButton
        component={Link}
        to={cardholderPath('cardholderDashboard', { cardId: card.id })}
        p="md"
        w="100%"
        display="block"
      >
        <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
          <Stack gap={6} miw={0} style={{ flex: 1 }}>
            <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {card.businessName}
            </Text>
            <Group gap="xs" wrap="wrap">
              <Text ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                <span dir="ltr">{maskedCardNumber(card.last4)}</span>
              </Text>
              <Badge variant="outline" color="gray.7" radius="sm" tt="none">
                {t(`cardholderCards.form.${card.form}`)}
              </Badge>
            </Group>
            <Group gap="xs" wrap="wrap" align="center">
              <CardStatusBadge status={cardholderStatus(card.status)} />
            </Group>
          </Stack>
          <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
            <Text size="xs" c="gray.7">
              {t('cardholderCards.balance.availableShort')}
            </Text>
            <MoneyText cents={card.balance.availableCents} size="xl" fw={700} />
          </Stack>
          <Chevron size={20} aria-hidden="true" style={{ flexShrink: 0 }} />
        </Group>
      </UnstyledButton>
    </Paper>
  );
}
