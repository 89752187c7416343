import { Alert, Group, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../i18n/use-translated-errors.ts';

/**
 * What became of a setting saved on change: "Saved" announced politely, or the server's error. The
 * live region is always there, so a screen reader hears the word when it appears.
 */
export function SaveStatus({
  save,
  savedLabel,
}: {
  save: { isSuccess: boolean; isError: boolean; error: unknown };
  /** The word shown once saved; "Saved" in the reader's language when not given. */
  savedLabel?: string;
}) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  return (
    <>
      <div role="status" aria-live="polite">
        {save.isSuccess && (
          <Group gap={4} c="teal.8">
            <IconCheck size={16} aria-hidden="true" />
            <Text size="sm" inherit>
              {savedLabel ?? t('cardholderSettings.notifications.saved')}
            </Text>
          </Group>
        )}
      </div>
      {save.isError && (
        <Alert color="red" role="alert" p="xs">
          {apiError(save.error)}
        </Alert>
      )}
    </>
  );
}
