import { Badge, Button, Code, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { showErrorToast } from '../../../lib/toast.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { useResendWebhookDelivery, useWebhookAttempts } from '../api/webhooks-api.ts';

type DeliveryLogProps = { businessId: string; endpointId: string; enabled: boolean };

/** Each attempt, newest first: when, which event, its status, how long, the first KB of the answer, and a resend. */
export function DeliveryLog({ businessId, endpointId, enabled }: DeliveryLogProps) {
  const { t, i18n } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const attempts = useWebhookAttempts(businessId, endpointId);
  const resend = useResendWebhookDelivery(businessId, endpointId);
  const rows = attempts.data?.attempts ?? [];
  if (rows.length === 0) return <Text c="dimmed">{t('webhooks.noAttempts')}</Text>;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });

  return (
    <DataTable
      rows={rows}
      rowKey={(attempt) => attempt.id}
      label={t('webhooks.deliveryLog')}
      minWidth={640}
      striped
      rowProps={() => ({ 'data-testid': 'webhook-attempt' })}
      columns={[
        {
          key: 'attemptedAt',
          header: t('webhooks.attemptedAt'),
          stacked: 'detail',
          cell: (attempt) => time.format(new Date(attempt.attemptedAt)),
        },
        {
          key: 'event',
          header: t('webhooks.event'),
          stacked: 'title',
          cell: (attempt) => <span dir="ltr">{attempt.eventType}</span>,
        },
        {
          key: 'attempt',
          header: t('webhooks.attempt'),
          stacked: 'detail',
          cell: (attempt) => attempt.attemptNumber ?? t('webhooks.manual'),
        },
        {
          key: 'status',
          header: t('webhooks.status'),
          stacked: 'aside',
          cell: (attempt) => (
            <Badge color={attempt.succeeded ? 'teal' : 'red'} variant="light">
              {attempt.statusCode ?? t('webhooks.noAnswer')}
            </Badge>
          ),
        },
        {
          key: 'duration',
          header: t('webhooks.duration'),
          stacked: 'detail',
          cell: (attempt) => t('webhooks.milliseconds', { value: attempt.durationMs }),
        },
        {
          key: 'answer',
          header: t('webhooks.answer'),
          stacked: 'plain',
          cell: (attempt) => (
            <Code dir="ltr" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {attempt.error ?? attempt.responseExcerpt}
            </Code>
          ),
        },
        {
          key: 'resend',
          header: t('webhooks.resend'),
          headerHidden: true,
          stacked: 'actions',
          cell: (attempt) => (
            <Button
              size="xs"
              variant="light"
              disabled={!enabled}
              loading={resend.isPending && resend.variables === attempt.deliveryId}
              onClick={() =>
                resend.mutate(attempt.deliveryId, { onError: (error) => showErrorToast(apiError(error)) })
              }
            >
              {t('webhooks.resend')}
            </Button>
          ),
        },
      ]}
    />
  );
}
