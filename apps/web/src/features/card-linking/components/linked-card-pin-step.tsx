import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCardholderPathTo } from '../../../lib/cardholder-paths.ts';
import { SetPinForm } from './set-pin-form.tsx';

/** Step 3: the card is linked; its PIN can be set now or later from the card's page. */
export function LinkedCardPinStep({ cardId, onPinSet }: { cardId: string; onPinSet: (pin: string) => void }) {
  const { t } = useTranslation();
  const cardholderPath = useCardholderPathTo();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('cardLinking.link.pinHeading')}
      </Title>
      <Text>{t('cardLinking.link.pinIntro')}</Text>
      <SetPinForm
        cardId={cardId}
        onPinSet={onPinSet}
        secondaryAction={
          <Button
            component={Link}
            to={cardholderPath('cardholderDashboard', { cardId })}
            variant="default"
            size="md"
          >
            {t('cardLinking.link.notNow')}
          </Button>
        }
      />
    </Stack>
  );
}
