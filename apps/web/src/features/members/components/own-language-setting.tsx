import type { LanguageCode } from '@causeway/domain';
import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-store.ts';
import { MessageLanguageSelect } from '../../../ui/message-language-select.tsx';
import { SaveStatus } from '../../../ui/save-status.tsx';
import { useUpdateOwnLanguage } from '../api/update-own-language.ts';

/**
 * The member's own message language (issue 19), on Settings → Members: the spec gives business
 * users no profile screen, and this is the one settings page every member reaches (see
 * docs/decisions.md). It is apart from the page's language selector: a person may read the portal
 * in English and want their sign-in codes in Dari.
 */
export function OwnLanguageSetting() {
  const { t } = useTranslation();
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
          <SaveStatus save={save} savedLabel={t('members.ownLanguage.saved')} />
        </Stack>
      </Paper>
    </Stack>
  );
}
