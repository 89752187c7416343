import { Stack } from '@mantine/core';
import { MessageLanguageSetting } from '../../features/cardholder-settings/components/message-language-setting.tsx';
import { NotificationSettings } from '../../features/cardholder-settings/components/notification-settings.tsx';
import { CardholderPage } from '../layout/cardholder-page.tsx';

/** /cardholder/notifications: the email notification settings and the messages' language (signed in). */
export default function CardholderNotificationsRoute() {
  return (
    <CardholderPage>
      <Stack gap="xl">
        <NotificationSettings />
        <MessageLanguageSetting />
      </Stack>
    </CardholderPage>
  );
}
