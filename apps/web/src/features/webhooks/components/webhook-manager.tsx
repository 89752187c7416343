import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { useWebhookEndpoints } from '../api/webhooks-api.ts';
import { AddEndpointForm } from './add-endpoint-form.tsx';
import { EndpointCard } from './endpoint-card.tsx';

type WebhookManagerProps = { businessId: string; sandboxMode: boolean };

/** A business's webhooks: add an endpoint, and for each its secret and delivery log (developerTools). */
export function WebhookManager({ businessId, sandboxMode }: WebhookManagerProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const endpoints = useWebhookEndpoints(businessId);

  return (
    <Stack>
      <Title order={2} size="h3">
        {t('webhooks.heading')}
      </Title>
      <Text>{t('webhooks.intro')}</Text>
      <AddEndpointForm businessId={businessId} sandboxMode={sandboxMode} />
      {endpoints.isPending && (
        <Center>
          <Loader role="status" aria-label={t('webhooks.loading')} />
        </Center>
      )}
      {endpoints.isError && <Alert color="red">{apiError(endpoints.error)}</Alert>}
      {endpoints.data?.endpoints.length === 0 && <Text c="dimmed">{t('webhooks.noEndpoints')}</Text>}
      {endpoints.data?.endpoints.map((endpoint) => (
        <EndpointCard key={endpoint.id} businessId={businessId} endpoint={endpoint} />
      ))}
    </Stack>
  );
}
