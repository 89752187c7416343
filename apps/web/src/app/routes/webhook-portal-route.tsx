import { Alert, Center, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSandboxMode } from '../../features/sandbox/api/get-sandbox-mode.ts';
import { usePortalLink } from '../../features/webhooks/api/webhooks-api.ts';
import { WebhookManager } from '../../features/webhooks/components/webhook-manager.tsx';

/**
 * /webhook-portal?token=…: the page the Webhooks item opens in a new tab (business spec §7). The
 * link is signed and lasts 5 minutes; the page runs with the signed-in session.
 */
export default function WebhookPortalRoute() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const link = usePortalLink(token);
  const sandboxMode = useSandboxMode();
  if (link.isPending)
    return (
      <Center>
        <Loader role="status" aria-label={t('webhooks.loading')} />
      </Center>
    );
  if (link.isError) return <Alert color="red">{t('webhooks.linkInvalid')}</Alert>;
  return (
    <Stack p="md" maw={1100} mx="auto">
      <Title order={1} size="h2">
        {t('webhooks.portalHeading', { business: link.data.businessName })}
      </Title>
      <WebhookManager businessId={link.data.businessId} sandboxMode={sandboxMode} />
    </Stack>
  );
}
