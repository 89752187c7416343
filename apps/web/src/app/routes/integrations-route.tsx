import { webhookApiEndpoints } from '@causeway/contracts';
import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSandboxMode } from '../../features/sandbox/api/get-sandbox-mode.ts';
import { WebhookManager } from '../../features/webhooks/components/webhook-manager.tsx';
import { canCall } from '../../lib/api/can-call.ts';
import { useSession } from '../../lib/session/session-store.ts';

/** /integrations: where signed-in developers manage their organisation's webhooks (developerTools). */
export default function IntegrationsRoute() {
  const { t } = useTranslation();
  const context = useSession((session) => session.userBusinessContext);
  const sandboxMode = useSandboxMode();
  if (!context) return null;
  const businessId = context.topLevelBusinessId;
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('integrations.heading')}
      </Title>
      {canCall(context, webhookApiEndpoints.listEndpoints, businessId) ? (
        <WebhookManager businessId={businessId} sandboxMode={sandboxMode} />
      ) : (
        <Alert color="gray">{t('integrations.noDeveloperTools')}</Alert>
      )}
    </Stack>
  );
}
