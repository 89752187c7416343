import { apiCredentialEndpoints } from '@causeway/contracts';
import type { PermissionContext } from '@causeway/domain';
import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../i18n/format-date.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { canCall } from '../../../lib/api/can-call.ts';
import { type ApiCredentialView, useApiCredentials } from '../api/api-credentials-api.ts';
import { grantablePermissions } from '../model/grantable-permissions.ts';
import { CreateCredentialDialog, type CredentialTarget } from './create-credential-dialog.tsx';
import { RevokeCredentialButton } from './revoke-credential-button.tsx';

const STATUS_COLOR = { active: 'teal', expired: 'gray', revoked: 'red' } as const;

type ApiCredentialsManagerProps = {
  businessId: string;
  /** The page's business and its programs: where a credential may be made. */
  businesses: readonly CredentialTarget[];
  context: PermissionContext;
};

/** One credential: its status, client id, business, permissions, lifetime and use. */
function CredentialCard({
  pageBusinessId,
  credential,
}: {
  pageBusinessId: string;
  credential: ApiCredentialView;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="article" aria-label={credential.name} data-testid="api-credential">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5" style={{ wordBreak: 'break-word' }}>
            {credential.name}
          </Title>
          <Group gap="xs">
            <Badge color={STATUS_COLOR[credential.status]} variant="light">
              {t(`apiCredentials.status.${credential.status}`)}
            </Badge>
            {credential.status === 'active' && (
              <RevokeCredentialButton pageBusinessId={pageBusinessId} credential={credential} />
            )}
          </Group>
        </Group>
        <Text size="sm">
          {t('apiCredentials.clientId')}:{' '}
          <Text span dir="ltr" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {credential.clientId}
          </Text>
        </Text>
        <Text size="sm">{t('apiCredentials.onBusiness', { business: credential.businessName })}</Text>
        <Group gap={4} wrap="wrap" aria-label={t('apiCredentials.permissions')}>
          {credential.permissions.map((permission) => (
            <Badge key={permission} variant="outline" color="gray" tt="none">
              {t(`apiCredentials.permissionNames.${permission}`, { defaultValue: permission })}
            </Badge>
          ))}
        </Group>
        <Text size="sm" c="dimmed">
          {credential.status === 'revoked' && credential.revokedAt
            ? t('apiCredentials.revokedOn', { date: formatDate(credential.revokedAt) })
            : t('apiCredentials.expiresOn', { date: formatDate(credential.expiresAt) })}
          {' · '}
          {credential.lastUsedAt
            ? t('apiCredentials.lastUsed', { date: formatDateTime(credential.lastUsedAt) })
            : t('apiCredentials.neverUsed')}
          {' · '}
          {t('apiCredentials.createdBy', { name: credential.createdBy.name })}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * /integrations → API credentials: a system's client id and secret for the API, each on one
 * business with some of the creator's permissions, until it expires or is revoked (issue 17).
 */
export function ApiCredentialsManager({ businessId, businesses, context }: ApiCredentialsManagerProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const credentials = useApiCredentials(businessId);
  const [createOpened, createDialog] = useDisclosure(false);
  const targets = businesses.filter(
    (business) =>
      canCall(context, apiCredentialEndpoints.create, business.id) &&
      grantablePermissions(context, business.id).length > 0,
  );

  return (
    <Stack component="section" aria-labelledby="api-credentials-heading">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id="api-credentials-heading">
          {t('apiCredentials.heading')}
        </Title>
        {targets.length > 0 && (
          <Button leftSection={<IconKey size={18} />} onClick={createDialog.open}>
            {t('apiCredentials.create')}
          </Button>
        )}
      </Group>
      <Text>{t('apiCredentials.intro')}</Text>
      {credentials.isPending && (
        <Center>
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      )}
      {credentials.isError && <Alert color="red">{apiError(credentials.error)}</Alert>}
      {credentials.data?.credentials.length === 0 && <Text c="dimmed">{t('apiCredentials.empty')}</Text>}
      {credentials.data?.credentials.map((credential) => (
        <CredentialCard key={credential.id} pageBusinessId={businessId} credential={credential} />
      ))}
      {targets.length > 0 && (
        <CreateCredentialDialog
          pageBusinessId={businessId}
          targets={targets}
          context={context}
          opened={createOpened}
          onClose={createDialog.close}
        />
      )}
    </Stack>
  );
}
