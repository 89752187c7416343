import { isAnnouncementBannerVisible } from '@causeway/domain';
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readSessionValue, SESSION_KEYS, writeSessionValue } from '../../lib/session/session-storage-keys.ts';

/** Whether the banner shows now: the domain rule with this session's notificationBannerClosed flag. */
export function shouldShowAnnouncementBanner(routeName: string | undefined, now: Date = new Date()): boolean {
  const closedInSession = readSessionValue(SESSION_KEYS.notificationBannerClosed) === 'true';
  return isAnnouncementBannerVisible({ routeName: routeName ?? '', closedInSession, now });
}

/** Business spec §2.4: a dismissible note about changed URLs on recipients, cards and programs. */
export function AnnouncementBanner({ routeName }: { routeName: string | undefined }) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(false);
  if (closed || !shouldShowAnnouncementBanner(routeName)) return null;
  return (
    <Alert
      color="blue"
      icon={<IconInfoCircle size={18} />}
      withCloseButton
      closeButtonLabel={t('common.close')}
      mb="md"
      onClose={() => {
        writeSessionValue(SESSION_KEYS.notificationBannerClosed, 'true');
        setClosed(true);
      }}
    >
      {t('banner.text')}
    </Alert>
  );
}
