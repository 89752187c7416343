import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardholderPathTo } from '../../../lib/cardholder-paths.ts';
import {
  initialLinkCardState,
  LINK_CARD_STEP_COUNT,
  linkCardReducer,
  linkCardStepNumber,
} from '../logic/link-card-steps.ts';
import { CardIdStep } from './card-id-step.tsx';
import { CardProofStep } from './card-proof-step.tsx';
import { LinkedCardPinStep } from './linked-card-pin-step.tsx';
import { PinDone } from './pin-done.tsx';

/** Cardholder spec §2 "Link a card to an account": card ID, card details, then the PIN. */
export function LinkCardFlow() {
  const { t } = useTranslation();
  const cardholderPath = useCardholderPathTo();
  const [state, dispatch] = useReducer(linkCardReducer, initialLinkCardState);

  if (state.step === 'done') {
    return (
      <PinDone
        pin={state.pin}
        primary={{
          label: t('cardLinking.done.continueToCard'),
          to: cardholderPath('cardholderDashboard', { cardId: state.linkedCardId }),
        }}
        secondary={{ label: t('cardLinking.done.goHome'), to: cardholderPath('accountOverview') }}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="sm" c="gray.7" fw={600}>
          {t('cardLinking.stepOf', { current: linkCardStepNumber(state), total: LINK_CARD_STEP_COUNT })}
        </Text>
        <Title order={1} size="h2">
          {t('cardLinking.link.heading')}
        </Title>
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {state.step === 'cardId' && (
          <CardIdStep
            cardId={state.cardId}
            onValidated={(cardId, activationRequired) =>
              dispatch({ type: 'validated', cardId, activationRequired })
            }
          />
        )}
        {state.step === 'details' && (
          <CardProofStep
            cardId={state.cardId}
            activationRequired={state.activationRequired}
            onBack={() => dispatch({ type: 'back' })}
            onLinked={(linkedCardId, status) => dispatch({ type: 'linked', linkedCardId, status })}
          />
        )}
        {state.step === 'pin' && (
          <Stack gap="md">
            <Alert color="teal" role="status" title={t('cardLinking.link.linkedTitle')}>
              {state.activated ? t('cardLinking.link.linkedAndActivated') : t('cardLinking.link.linked')}
            </Alert>
            <LinkedCardPinStep
              cardId={state.linkedCardId}
              onPinSet={(pin) => dispatch({ type: 'pinSet', pin })}
            />
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
