import { Badge, Button, Code, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { showErrorToast } from '../../../lib/toast.ts';
import {
  useDeleteWebhookEndpoint,
  useRevealWebhookSecret,
  useRotateWebhookSecret,
  useUpdateWebhookEndpoint,
  type WebhookEndpointView,
} from '../api/webhooks-api.ts';
import { DeliveryLog } from './delivery-log.tsx';

type EndpointCardProps = { businessId: string; endpoint: WebhookEndpointView };

/** One endpoint: on or off (and why), its signing secret, and its delivery log. */
export function EndpointCard({ businessId, endpoint }: EndpointCardProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const update = useUpdateWebhookEndpoint(businessId, endpoint.id);
  const remove = useDeleteWebhookEndpoint(businessId, endpoint.id);
  const reveal = useRevealWebhookSecret(businessId, endpoint.id);
  const rotate = useRotateWebhookSecret(businessId, endpoint.id);
  const secret = rotate.data?.secret ?? reveal.data?.secret;
  const onError = (error: unknown) => showErrorToast(apiError(error));

  return (
    <Paper withBorder p="md" component="article" aria-label={endpoint.url} data-testid="webhook-endpoint">
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} size="h5" dir="ltr" style={{ wordBreak: 'break-all' }}>
              {endpoint.url}
            </Title>
            {endpoint.description && <Text c="dimmed">{endpoint.description}</Text>}
          </Stack>
          <Badge color={endpoint.enabled ? 'teal' : 'gray'} variant="light">
            {endpoint.enabled
              ? t('webhooks.enabled')
              : t(`webhooks.disabledReason.${endpoint.disabledReason ?? 'manual'}`)}
          </Badge>
        </Group>
        <Text size="sm" dir="ltr">
          {endpoint.eventTypes.join(', ')}
        </Text>
        <Group wrap="wrap">
          <Switch
            label={t('webhooks.enabledSwitch')}
            checked={endpoint.enabled}
            disabled={update.isPending}
            onChange={(event) => update.mutate({ enabled: event.currentTarget.checked }, { onError })}
          />
          <Button
            variant="light"
            size="xs"
            loading={reveal.isPending}
            onClick={() => reveal.mutate(undefined, { onError })}
          >
            {t('webhooks.revealSecret')}
          </Button>
          <Button
            variant="light"
            size="xs"
            loading={rotate.isPending}
            onClick={() => rotate.mutate(undefined, { onError })}
          >
            {t('webhooks.rotateSecret')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            loading={remove.isPending}
            onClick={() => remove.mutate(undefined, { onError })}
          >
            {t('webhooks.delete')}
          </Button>
        </Group>
        {secret && (
          <Stack gap={4}>
            <Text size="sm">{rotate.data ? t('webhooks.rotatedHint') : t('webhooks.secretHint')}</Text>
            <Code dir="ltr" style={{ wordBreak: 'break-all' }} data-testid="webhook-secret">
              {secret}
            </Code>
          </Stack>
        )}
        <Title order={4} size="h6">
          {t('webhooks.deliveryLog')}
        </Title>
        <DeliveryLog businessId={businessId} endpointId={endpoint.id} enabled={endpoint.enabled} />
      </Stack>
    </Paper>
  );
}
