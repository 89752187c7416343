import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagePanel } from './message-panel.tsx';

/** Business spec §2.1: the page does not exist, old bookmarks may fail, a button leads home. */
export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <MessagePanel
      heading={t('notFound.heading')}
      actions={
        <Button component={Link} to="/" w="fit-content">
          {t('common.homePage')}
        </Button>
      }
    >
      <Text>{t('notFound.text')}</Text>
      <Text c="dimmed">{t('notFound.bookmarks')}</Text>
    </MessagePanel>
  );
}
