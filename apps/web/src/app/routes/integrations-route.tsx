import { apiCredentialEndpoints, webhookApiEndpoints } from '@causeway/contracts';
import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiCredentialsManager } from '../../features/api-credentials/components/api-credentials-manager.tsx';
import { usePrograms } from '../../features/programs/api/get-programs.ts';
import { useSandboxMode } from '../../features/sandbox/api/get-sandbox-mode.ts';
import { WebhookManager } from '../../features/webhooks/components/webhook-manager.tsx';
import { canCall } from '../../lib/api/can-call.ts';
import { type UserBusinessContext, useSession } from '../../lib/session/session-store.ts';

/** The API credentials section: on the organisation, for it or any of its programs. */
function Credentials({ context }: { context: UserBusinessContext }) {
  const businessId = context.topLevelBusinessId;
  const programs = usePrograms(businessId);
  const businesses = [{ id: businessId, name: context.topLevelBusinessName }, ...(programs.data ?? [])];
  return <ApiCredentialsManager businessId={businessId} businesses={businesses} context={context} />;
}

/**
 * /integrations: where signed-in developers manage their organisation's webhooks and API
 * credentials (developerTools).
 */
export default function IntegrationsRoute() {
  const { t } = useTranslation();
  const context = useSession((session) => session.userBusinessContext);
  const sandboxMode = useSandboxMode();
  if (!context) return null;
  const businessId = context.topLevelBusinessId;
  const webhooks = canCall(context, webhookApiEndpoints.listEndpoints, businessId);
  const credentials = canCall(context, apiCredentialEndpoints.list, businessId);
  return (
    <Stack gap="xl">
      <Title order={1} size="h2">
        {t('integrations.heading')}
      </Title>
      {webhooks && <WebhookManager businessId={businessId} sandboxMode={sandboxMode} />}
      {credentials && <Credentials context={context} />}
      {!webhooks && !credentials && <Alert color="gray">{t('integrations.noDeveloperTools')}</Alert>}
    </Stack>
  );
}
