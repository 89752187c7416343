import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCardholderPathTo } from '../../../lib/cardholder-paths.ts';
import type { CardholderCardOptions } from '../model/card-status.ts';
import { CardStatusBadge } from './card-status-badge.tsx';

// Its popover (Mantine's Popover and floating-ui: about 20 KB) loads only for a locked card, which
// shows the plain locked badge until then.
const LockedStatusBadge = lazy(() =>
  import('./locked-status-badge.tsx').then((module) => ({ default: module.LockedStatusBadge })),
);

type CardStatusSectionProps = {
  options: CardholderCardOptions;
  onUnlock: () => void;
  /** False right after locking: the success message already says what a lock means. */
  explainLock?: boolean;
};

/**
 * The card's status and what it means for the person (cardholder spec §4): a locked card can be
 * unlocked from its status; a frozen or closed one means contacting the organisation; a card
 * awaiting activation is activated by linking it (physical) or by the emailed link (virtual).
 */
export function CardStatusSection({ options, onUnlock, explainLock = true }: CardStatusSectionProps) {
  const { t } = useTranslation();
  const cardholderPath = useCardholderPathTo();
  const { status } = options;
  return (
    <Stack gap="sm">
      <div>
        {status === 'locked' ? (
          <Suspense fallback={<CardStatusBadge status="locked" />}>
            <LockedStatusBadge onUnlock={onUnlock} />
          </Suspense>
        ) : (
          <CardStatusBadge status={status} />
        )}
      </div>
      {status === 'locked' && explainLock && (
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
          {t('cardholderCards.statusText.locked')}
        </Alert>
      )}
      {status === 'frozen' && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
          {t('errors.cardFrozen')}
        </Alert>
      )}
      {status === 'closed' && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
          {t('errors.cardClosed')}
        </Alert>
      )}
      {options.activation && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t(`cardholderCards.activation.${options.activation}`)}</Text>
            {options.activation === 'linkCard' && (
              <Button component={Link} to={cardholderPath('cardholderLinkCard')} mih={44}>
                {t('cardholderCards.overview.linkCard')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
