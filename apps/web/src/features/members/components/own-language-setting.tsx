import type { LanguageCode } from '@causeway/domain';
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { MessageLanguageSelect } from '../../../ui/message-language-select.tsx';
import { useUpdateOwnLanguage } from '../api/update-own-language.ts';

/**
 * The member's own message language (issue 19), on Settings → Members: the spec gives business
 * users no profile screen, and this is the one settings page every member reaches (see
 * docs/decisions.md). It is apart from the page's language selector: a person may read the portal
 * in English and want their sign-in codes in Dari.
 */
export function OwnLanguageSetting() {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const userId = useSession((session) => session.userId) ?? '';
  const language = useSession((session) => session.user?.language);
  const save = useUpdateOwnLanguage(userId);
  if (!language) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('members.ownLanguage.heading')}
      </Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap={6} maw={480}>
          <MessageLanguageSelect
            label={t('members.ownLanguage.label')}
            description={t('members.ownLanguage.hint')}
            value={save.isPending ? save.variables : language}
            disabled={save.isPending}
            onChange={(event) => save.mutate(event.currentTarget.value as LanguageCode)}
          />
          {/* Always present, so a screen reader hears "Saved" when it appears. */}
          <div role="status" aria-live="polite">
            {save.isSuccess && (
              <Group gap={4} c="teal.8">
                <IconCheck size={16} aria-hidden="true" />
                <Text size="sm" inherit>
                  {t('members.ownLanguage.saved')}
                </Text>
              </Group>
            )}
          </div>
          {save.isError && (
            <Alert color="red" role="alert" p="xs">
              {apiError(save.error)}
            </Alert>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
