import { Box, Button, Code, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MessagePanel } from './message-panel.tsx';

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}\n\n${error.stack ?? ''}`.trim();
  try {
    return JSON.stringify(error, null, 2) ?? String(error);
  } catch {
    return String(error);
  }
}

/** Cardholder spec §2 "Generic error page": the unexpected-error text, try again, developer details. */
export function ErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <MessagePanel
      heading={t('errorPage.heading')}
      actions={
        <Button w="fit-content" onClick={() => window.location.reload()}>
          {t('errorPage.tryAgain')}
        </Button>
      }
    >
      <Text>{t('errors.unexpected')}</Text>
      <Box component="details">
        <Text component="summary" size="sm" c="dimmed" style={{ cursor: 'pointer' }}>
          {t('errorPage.developerDetails')}
        </Text>
        <Code block mt="xs" dir="ltr" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {describe(error)}
        </Code>
      </Box>
    </MessagePanel>
  );
}
