import type { NotificationType } from '@causeway/domain';
import { Alert, Button, Divider, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { isolateLtr } from '../../../i18n/isolate-ltr.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { SaveStatus } from '../../../ui/save-status.tsx';
import { useCommunicationPreferences, useSavePreferenceChange } from '../api/communication-preferences.ts';
import {
  type CommunicationPreference,
  isEmailOn,
  NOTIFICATION_SETTINGS,
  planPreferenceChange,
} from '../logic/notification-preferences.ts';

const LABEL_KEYS = {
  recent_transactions: 'cardholderSettings.notifications.recentTransactions',
  card_declines: 'cardholderSettings.notifications.cardDeclines',
  card_loads: 'cardholderSettings.notifications.cardLoads',
} as const satisfies Record<NotificationType, string>;

const HINT_KEYS = {
  recent_transactions: 'cardholderSettings.notifications.recentTransactionsHint',
  card_declines: 'cardholderSettings.notifications.cardDeclinesHint',
  card_loads: 'cardholderSettings.notifications.cardLoadsHint',
} as const satisfies Record<NotificationType, string>;

/** One switch: saved on change, with its own saved or failed line. */
function NotificationSwitch({
  userId,
  type,
  preferences,
}: {
  userId: string;
  type: NotificationType;
  preferences: readonly CommunicationPreference[];
}) {
  const { t } = useTranslation();
  const save = useSavePreferenceChange(userId);
  const checked = isEmailOn(preferences, type);
  return (
    <Stack gap={6} py="sm">
      <Switch
        size="lg"
        checked={checked}
        disabled={save.isPending}
        label={t(LABEL_KEYS[type])}
        description={t(HINT_KEYS[type])}
        labelPosition="left"
        styles={{ body: { justifyContent: 'space-between', minHeight: 44 }, labelWrapper: { flex: 1 } }}
        onChange={(event) => {
          const change = planPreferenceChange(preferences, type, event.currentTarget.checked);
          if (change) save.mutate(change);
        }}
      />
      <SaveStatus save={save} />
    </Stack>
  );
}

/** Cardholder spec §2 "Email notification settings": recent transactions, card declines, card loads. */
export function NotificationSettings() {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const userId = useSession((session) => session.userId) ?? '';
  const email = useSession((session) => session.user?.email);
  const preferences = useCommunicationPreferences(userId);

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t('cardholderSettings.notifications.heading')}
        </Title>
        <Text>{t('cardholderSettings.notifications.intro')}</Text>
        {email && (
          <Text size="sm" c="gray.7">
            {t('cardholderSettings.notifications.sentTo', { email: isolateLtr(email) })}
          </Text>
        )}
      </Stack>
      <Paper withBorder radius="md" px={{ base: 'md', sm: 'xl' }} py="xs">
        {preferences.isPending ? (
          <Stack gap="md" py="md" aria-busy="true">
            {NOTIFICATION_SETTINGS.map((type) => (
              <Skeleton key={type} height={44} />
            ))}
          </Stack>
        ) : preferences.isError ? (
          <Stack gap="sm" py="md">
            <Alert color="red" role="alert">
              {apiError(preferences.error)}
            </Alert>
            <Button variant="default" onClick={() => void preferences.refetch()}>
              {t('cardholderSettings.tryAgain')}
            </Button>
          </Stack>
        ) : (
          NOTIFICATION_SETTINGS.map((type, index) => (
            <Fragment key={type}>
              {index > 0 && <Divider />}
              <NotificationSwitch userId={userId} type={type} preferences={preferences.data} />
            </Fragment>
          ))
        )}
      </Paper>
    </Stack>
  );
}
