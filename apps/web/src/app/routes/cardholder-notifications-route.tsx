import { NotificationSettings } from '../../features/cardholder-settings/components/notification-settings.tsx';
import { CardholderPage } from '../layout/cardholder-page.tsx';

/** /cardholder/notifications: the email notification settings (signed in). */
export default function CardholderNotificationsRoute() {
  return (
    <CardholderPage>
      <NotificationSettings />
    </CardholderPage>
  );
}
