import type { LanguageCode } from '@causeway/domain';
import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-store.ts';
import { MessageLanguageSelect } from '../../../ui/message-language-select.tsx';
import { SaveStatus } from '../../../ui/save-status.tsx';
import { useUpdateMessageLanguage } from '../api/update-message-language.ts';

/**
 * The profile's language (issue 19): sign-in codes, card emails and notices are written in it. It is
 * apart from the page's language selector: a person may read the portal in English and want their
 * texts in Dari, or share a phone with someone who does.
 */
export function MessageLanguageSetting() {
  const { t } = useTranslation();
  const userId = useSession((session) => session.userId) ?? '';
  const language = useSession((session) => session.user?.language);
  const save = useUpdateMessageLanguage(userId);
  if (!language) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('cardholderSettings.messageLanguage.heading')}
      </Title>
      <Paper withBorder radius="md" px={{ base: 'md', sm: 'xl' }} py="md">
        <Stack gap={6}>
          <MessageLanguageSelect
            size="md"
            label={t('cardholderSettings.messageLanguage.label')}
            description={t('cardholderSettings.messageLanguage.hint')}
            value={save.isPending ? save.variables : language}
            disabled={save.isPending}
            onChange={(event) => save.mutate(event.currentTarget.value as LanguageCode)}
          />
          <SaveStatus save={save} />
        </Stack>
      </Paper>
    </Stack>
  );
}
