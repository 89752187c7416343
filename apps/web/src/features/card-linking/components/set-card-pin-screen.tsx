import { type CardStatus, canSetPin } from '@causeway/domain';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCardholderPathTo } from '../../../lib/cardholder-paths.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { PinDone } from './pin-done.tsx';
import { SetPinForm } from './set-pin-form.tsx';

/**
 * Set or reset the PIN of one of the signed-in cardholder's cards (cardholder spec §2, §4): a
 * card in a status that refuses a PIN says so at once (the API refuses it too), then the success
 * page shows the new PIN with continue-to-card and go-home.
 */
export function SetCardPinScreen({ cardId }: { cardId: string }) {
  const { t } = useTranslation();
  const cardholderPath = useCardholderPathTo();
  const cards = useSession((session) => session.userConsumerContext?.cards);
  const card = cards?.find((candidate) => candidate.id === cardId);
  const [pinSet, setPinSet] = useState<string | null>(null);
  const dashboard = cardholderPath('cardholderDashboard', { cardId });

  if (pinSet) {
    return (
      <PinDone
        pin={pinSet}
        primary={{ label: t('cardLinking.done.continueToCard'), to: dashboard }}
        secondary={{ label: t('cardLinking.done.goHome'), to: cardholderPath('accountOverview') }}
      />
    );
  }

  const backToCards = (
    <Button
      component={Link}
      to={card ? dashboard : cardholderPath('accountOverview')}
      variant="default"
      size="md"
    >
      {card ? t('cardLinking.setPin.backToCard') : t('cardholderShell.myCards')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('cardLinking.setPin.heading')}
        </Title>
        {card && (
          <Text c="gray.7" fw={600}>
            {t('cardLinking.setPin.cardEnding', { last4: card.last4 })}
          </Text>
        )}
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {!card ? (
          <Stack gap="md">
            <Alert color="red" role="alert">
              {t('cardLinking.setPin.notYourCard')}
            </Alert>
            {backToCards}
          </Stack>
        ) : !canSetPin(card.status as CardStatus) ? (
          <Stack gap="md">
            <Alert color="orange" role="alert">
              {t('errors.pinNotAllowedForStatus')}
            </Alert>
            {backToCards}
          </Stack>
        ) : (
          <Stack gap="md">
            <Text>{t('cardLinking.setPin.intro')}</Text>
            <SetPinForm cardId={cardId} onPinSet={setPinSet} secondaryAction={backToCards} />
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
