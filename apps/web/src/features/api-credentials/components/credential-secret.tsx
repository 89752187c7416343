import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** One value to copy: its label, the value (left to right in every language) and a copy button. */
function CopyableValue({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Code dir="ltr" style={{ wordBreak: 'break-all', flex: 1 }} data-testid={testId}>
          {value}
        </Code>
        <CopyButton value={value} timeout={2_000}>
          {({ copied, copy }) => (
            <Button
              size="compact-sm"
              variant="light"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
              aria-label={`${copied ? t('apiCredentials.copied') : t('apiCredentials.copy')}: ${label}`}
            >
              {copied ? t('apiCredentials.copied') : t('apiCredentials.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/** The new credential's client id and secret, with the warning that the secret is never shown again. */
export function CredentialSecret({ clientId, clientSecret }: { clientId: string; clientSecret: string }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Alert color="yellow" role="status">
        {t('apiCredentials.secretWarning')}
      </Alert>
      <CopyableValue label={t('apiCredentials.clientId')} value={clientId} testId="credential-client-id" />
      <CopyableValue
        label={t('apiCredentials.clientSecret')}
        value={clientSecret}
        testId="credential-client-secret"
      />
    </Stack>
  );
}
