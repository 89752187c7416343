import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isolateLtr } from '../../../i18n/isolate-ltr.ts';
import { useCardholderPathTo } from '../../../lib/cardholder-paths.ts';
import type { CardholderCard } from '../api/get-cardholder.ts';
import { maskedCardNumber } from '../model/card-number.ts';
import { cardholderCardOptions } from '../model/card-status.ts';
import { BackLink } from './back-link.tsx';
import { UsageGuide, WalletGuide } from './card-guides.tsx';
import { RevealedCard } from './revealed-card.tsx';

/**
 * The virtual card details page (cardholder spec §2): the details behind Reveal, how to add the
 * card to a digital wallet, and a short usage guide. A physical card's details are printed on it.
 */
export function CardDetailsView({ card }: { card: CardholderCard }) {
  const { t } = useTranslation();
  const cardholderPath = useCardholderPathTo();
  const options = cardholderCardOptions(card);
  const dashboard = cardholderPath('cardholderDashboard', { cardId: card.id });
  const number = isolateLtr(maskedCardNumber(card.last4));

  if (!options.cardDetails) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2">
            {t('titles.cardholderCardDetails')}
          </Title>
          <Text>
            {t(
              card.form === 'physical'
                ? 'cardholderCards.details.physical'
                : 'cardholderCards.details.closed',
              {
                number,
              },
            )}
          </Text>
          <Button component={Link} to={dashboard} mih={44}>
            {t('cardholderCards.details.backToCard')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack gap="lg">
      <BackLink to={dashboard}>{t('cardholderCards.details.backToCard')}</BackLink>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('titles.cardholderCardDetails')}
        </Title>
        <Text c="gray.7">{t('cardholderCards.details.intro', { number })}</Text>
      </Stack>
      <RevealedCard card={card} />
      <WalletGuide />
      <UsageGuide />
    </Stack>
  );
}
