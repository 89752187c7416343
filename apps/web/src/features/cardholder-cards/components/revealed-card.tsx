import { Alert, Box, Button, CopyButton, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolateLtr } from '../../../i18n/isolate-ltr.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import type { CardholderCard } from '../api/get-cardholder.ts';
import { useRevealCardDetails } from '../api/reveal-card-details.ts';
import {
  cardNumberDigits,
  countdownText,
  expiryText,
  groupedCardNumber,
  maskedCardNumber,
} from '../model/card-number.ts';

const COUNTDOWN_TICK_MS = 1_000;

/** Seconds left until `hideAtMs`, ticking while the details show. */
function useSecondsLeft(hideAtMs: number | undefined): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    if (hideAtMs === undefined) return;
    setNowMs(Date.now());
    const timer = window.setInterval(() => setNowMs(Date.now()), COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [hideAtMs]);
  return hideAtMs === undefined ? 0 : Math.max(0, Math.ceil((hideAtMs - nowMs) / 1000));
}

/**
 * The virtual card with its full details behind Reveal (cardholder spec §2 "full details shown by a
 * reveal control"): the details come from a one-minute token and hide again when it runs out.
 */
export function RevealedCard({ card }: { card: CardholderCard }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const reveal = useRevealCardDetails(card.id);
  const details = reveal.data;
  const secondsLeft = useSecondsLeft(details?.hideAtMs);
  const { reset } = reveal;

  useEffect(() => {
    if (!details) return;
    const timer = window.setTimeout(reset, Math.max(0, details.hideAtMs - Date.now()));
    return () => window.clearTimeout(timer);
  }, [details, reset]);

  // The spec's card-details error, unless the API was asked too often (then: wait and retry).
  const error = reveal.isError
    ? isApiError(reveal.error, 429)
      ? apiError(reveal.error)
      : t('errors.cardDetailsFailed')
    : null;

  const number = details ? groupedCardNumber(details.number) : maskedCardNumber(card.last4);
  const expiry = expiryText(details?.expiryMonth ?? card.expiryMonth, details?.expiryYear ?? card.expiryYear);

  return (
    <Stack gap="sm">
      <Paper
        radius="lg"
        p="lg"
        c="white"
        aria-label={t('cardholderCards.details.cardLabel')}
        role="group"
        style={{
          background: 'linear-gradient(135deg, var(--mantine-color-indigo-9), var(--mantine-color-indigo-7))',
          maxWidth: 400,
        }}
      >
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {card.businessName}
            </Text>
            <Text size="sm" fw={500}>
              {t('cardholderCards.form.virtual')}
            </Text>
          </Group>
          <Box>
            <Text size="xs">{t('cardholderCards.details.number')}</Text>
            <Text ff="monospace" fz={{ base: 19, xs: 22 }} fw={600} style={{ whiteSpace: 'nowrap' }}>
              <span dir="ltr">{number}</span>
            </Text>
          </Box>
          <SimpleGrid cols={2} spacing="md">
            <Box>
              <Text size="xs">{t('cardholderCards.details.expiry')}</Text>
              <Text ff="monospace" fw={600}>
                <span dir="ltr">{expiry}</span>
              </Text>
            </Box>
            <Box>
              <Text size="xs">{t('cardholderCards.details.cvv')}</Text>
              <Text ff="monospace" fw={600}>
                <span dir="ltr">{details ? details.cvv : '•••'}</span>
              </Text>
            </Box>
          </SimpleGrid>
        </Stack>
      </Paper>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {details ? (
        <Stack gap="xs">
          <Group gap="sm">
            <CopyButton value={cardNumberDigits(details.number)} timeout={2_000}>
              {({ copied, copy }) => (
                <Button
                  mih={44}
                  color={copied ? 'teal.9' : undefined}
                  leftSection={
                    copied ? (
                      <IconCheck size={18} aria-hidden="true" />
                    ) : (
                      <IconCopy size={18} aria-hidden="true" />
                    )
                  }
                  onClick={copy}
                >
                  {t(copied ? 'cardholderCards.details.copied' : 'cardholderCards.details.copyNumber')}
                </Button>
              )}
            </CopyButton>
            <Button
              variant="default"
              mih={44}
              leftSection={<IconEyeOff size={18} aria-hidden="true" />}
              onClick={reset}
            >
              {t('cardholderCards.details.hide')}
            </Button>
          </Group>
          <Text size="sm" c="gray.7">
            {t('cardholderCards.details.hidesIn', { time: isolateLtr(countdownText(secondsLeft)) })}
          </Text>
        </Stack>
      ) : (
        <Stack gap="xs" align="flex-start">
          <Button
            mih={44}
            loading={reveal.isPending}
            leftSection={<IconEye size={18} aria-hidden="true" />}
            onClick={() => reveal.mutate()}
          >
            {t('cardholderCards.details.reveal')}
          </Button>
          <Text size="sm" c="gray.7">
            {t('cardholderCards.details.revealHint')}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
