import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCardholderPathTo } from '../../../lib/cardholder-paths.ts';
import type { Cardholder } from '../api/get-cardholder.ts';
import { CardTile } from './card-tile.tsx';
import { NotificationAnnouncement } from './notification-announcement.tsx';

/**
 * The account overview (cardholder spec §2 accountOverview): every card of the person as a tile
 * opening its dashboard, or a word that there is none yet, and always a way to link another card.
 */
export function CardsOverview({ cardholder }: { cardholder: Cardholder }) {
  const { t } = useTranslation();
  const cardholderPath = useCardholderPathTo();
  const { cards } = cardholder;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('cardholderCards.overview.heading')}
        </Title>
        <Text c="gray.7">{t('cardholderCards.overview.greeting', { name: cardholder.firstName })}</Text>
      </Stack>
      <NotificationAnnouncement />
      {cards.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h4">
              {t('cardholderCards.overview.emptyTitle')}
            </Title>
            <Text>{t('cardholderCards.overview.emptyText')}</Text>
            <Button component={Link} to={cardholderPath('cardholderLinkCard')} mih={44}>
              {t('cardholderCards.overview.linkCard')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} aria-label={t('cardholderCards.overview.listLabel')}>
          {cards.map((card) => (
            <CardTile key={card.id} card={card} />
          ))}
        </Stack>
      )}
      {cards.length > 0 && (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="gray.7">
            {t('cardholderCards.overview.linkAnotherHint')}
          </Text>
          <Button
            component={Link}
            to={cardholderPath('cardholderLinkCard')}
            variant="default"
            mih={44}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            {t('cardholderCards.overview.linkAnother')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
