import { Alert, Button, Flex, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconLock, IconLockOpen, IconPassword } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isolateLtr } from '../../../i18n/isolate-ltr.ts';
import { useCardholderPathTo } from '../../../lib/cardholder-paths.ts';
import type { CardholderCard } from '../api/get-cardholder.ts';
import type { LockAction } from '../api/lock-card.ts';
import { maskedCardNumber } from '../model/card-number.ts';
import { cardholderCardOptions } from '../model/card-status.ts';
import { ActivityHistory } from './activity-history.tsx';
import { BackLink } from './back-link.tsx';
import { BalancePanel } from './balance-panel.tsx';
import { CardStatusSection } from './card-status-section.tsx';

// The dialog (Mantine's Modal, its focus trap and scroll lock: about 20 KB) is not needed for the
// first paint: its code loads when a pointer or the focus comes to a lock button, or on the press.
const loadLockDialog = () => import('./lock-dialog.tsx');
const LockDialog = lazy(() => loadLockDialog().then((module) => ({ default: module.LockDialog })));
const preloadLockDialog = () => void loadLockDialog();

/**
 * The top of the dashboard: back to my cards, the card's business and its heading. The cardholder's
 * prerendered frame paints the same markup from the page's early GET before the scripts arrive
 * (src/prerender/render-first-screen.tsx), so it must stay the first children of the page's Stack.
 */
export function CardDashboardHeading({
  card,
}: {
  card: Pick<CardholderCard, 'businessName' | 'form' | 'last4'>;
}) {
  const { t } = useTranslation();
  const cardholderPath = useCardholderPathTo();
  return (
    <>
      <BackLink to={cardholderPath('accountOverview')}>{t('cardholderCards.backToCards')}</BackLink>
      <Stack gap={4}>
        <Text c="gray.7" fw={500}>
          {card.businessName}
        </Text>
        <Title order={1} size="h2">
          {t(`cardholderCards.dashboard.heading.${card.form}`, {
            number: isolateLtr(maskedCardNumber(card.last4)),
          })}
        </Title>
      </Stack>
    </>
  );
}

/**
 * The cardholder's home for one card (cardholder spec §2 cardholderDashboard): status, balance,
 * the lock prompt, the PIN or card-details page, and the activity history.
 */
export function CardDashboard({ card }: { card: CardholderCard }) {
  const { t } = useTranslation();
  const cardholderPath = useCardholderPathTo();
  const options = cardholderCardOptions(card);
  const [dialog, setDialog] = useState<LockAction | null>(null);
  const [done, setDone] = useState<LockAction | null>(null);

  const openDialog = (action: LockAction) => {
    setDone(null);
    setDialog(action);
  };

  return (
    <Stack gap="lg">
      <CardDashboardHeading card={card} />
      {done && (
        <Alert
          color="teal"
          role="status"
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setDone(null)}
        >
          {t(`cardholderCards.${done}.done`)}
        </Alert>
      )}
      <CardStatusSection
        options={options}
        onUnlock={() => openDialog('unlock')}
        explainLock={done !== 'lock'}
      />
      <BalancePanel cardId={card.id} fallback={card.balance} />
      {/* Full-width buttons stacked on a phone, a row from 576 px. */}
      <Flex direction={{ base: 'column', xs: 'row' }} gap="sm" wrap="wrap">
        {options.lockAction === 'lock' && (
          <Button
            variant="default"
            mih={44}
            leftSection={<IconLock size={18} aria-hidden="true" />}
            onPointerEnter={preloadLockDialog}
            onFocus={preloadLockDialog}
            onClick={() => openDialog('lock')}
          >
            {t('cardholderCards.lock.button')}
          </Button>
        )}
        {options.lockAction === 'unlock' && (
          <Button
            mih={44}
            leftSection={<IconLockOpen size={18} aria-hidden="true" />}
            onPointerEnter={preloadLockDialog}
            onFocus={preloadLockDialog}
            onClick={() => openDialog('unlock')}
          >
            {t('cardholderCards.unlock.button')}
          </Button>
        )}
        {options.setPin && (
          <Button
            component={Link}
            to={cardholderPath('cardholderSetPin', { cardId: card.id })}
            variant="default"
            mih={44}
            leftSection={<IconPassword size={18} aria-hidden="true" />}
          >
            {t('cardholderCards.dashboard.setPin')}
          </Button>
        )}
        {options.cardDetails && (
          <Button
            component={Link}
            to={cardholderPath('cardholderCardDetails', { cardId: card.id })}
            variant="default"
            mih={44}
            leftSection={<IconCreditCard size={18} aria-hidden="true" />}
          >
            {t('cardholderCards.dashboard.cardDetails')}
          </Button>
        )}
      </Flex>
      <ActivityHistory cardId={card.id} />
      {/* Mounted per action: the dialog's error and pending state last as long as that action. */}
      {dialog && (
        <Suspense fallback={null}>
          <LockDialog
            cardId={card.id}
            action={dialog}
            onClose={() => setDialog(null)}
            onDone={(action) => {
              setDialog(null);
              setDone(action);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
