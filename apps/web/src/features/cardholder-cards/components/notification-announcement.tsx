import { Alert, Anchor, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCardholderPathTo } from '../../../lib/cardholder-paths.ts';

/** Kept on this device once closed: the announcement is news only once. */
export const NOTIFICATION_ANNOUNCEMENT_DISMISSED_KEY =
  'causeway.cardholderNotificationsAnnouncementDismissed';

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(NOTIFICATION_ANNOUNCEMENT_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeDismissed(): void {
  try {
    window.localStorage.setItem(NOTIFICATION_ANNOUNCEMENT_DISMISSED_KEY, 'true');
  } catch {
    // Storage unavailable: it stays closed for this page only.
  }
}

/** The notification-feature announcement for cardholders (cardholder spec §9), until closed. */
export function NotificationAnnouncement() {
  const { t } = useTranslation();
  const cardholderPath = useCardholderPathTo();
  const [dismissed, setDismissed] = useState(readDismissed);
  if (dismissed) return null;
  return (
    <Alert
      color="indigo"
      variant="light"
      icon={<IconBell size={18} aria-hidden="true" />}
      title={t('cardholderCards.announcement.title')}
      withCloseButton
      closeButtonLabel={t('cardholderCards.announcement.close')}
      onClose={() => {
        writeDismissed();
        setDismissed(true);
      }}
    >
      <Text size="sm">{t('cardholderCards.announcement.text')}</Text>
      <Anchor component={Link} to={cardholderPath('cardholderNotifications')} size="sm" fw={600} c="indigo.9">
        {t('cardholderCards.announcement.link')}
      </Anchor>
    </Alert>
  );
}
