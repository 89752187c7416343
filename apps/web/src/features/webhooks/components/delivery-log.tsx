import { Badge, Button, Code, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { showErrorToast } from '../../../lib/toast.ts';
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
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={t('webhooks.deliveryLog')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('webhooks.attemptedAt')}</Table.Th>
            <Table.Th>{t('webhooks.event')}</Table.Th>
            <Table.Th>{t('webhooks.attempt')}</Table.Th>
            <Table.Th>{t('webhooks.status')}</Table.Th>
            <Table.Th>{t('webhooks.duration')}</Table.Th>
            <Table.Th>{t('webhooks.answer')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('webhooks.resend')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((attempt) => (
            <Table.Tr key={attempt.id} data-testid="webhook-attempt">
              <Table.Td>{time.format(new Date(attempt.attemptedAt))}</Table.Td>
              <Table.Td dir="ltr">{attempt.eventType}</Table.Td>
              <Table.Td>{attempt.attemptNumber ?? t('webhooks.manual')}</Table.Td>
              <Table.Td>
                <Badge color={attempt.succeeded ? 'teal' : 'red'} variant="light">
                  {attempt.statusCode ?? t('webhooks.noAnswer')}
                </Badge>
              </Table.Td>
              <Table.Td>{t('webhooks.milliseconds', { value: attempt.durationMs })}</Table.Td>
              <Table.Td>
                <Code dir="ltr" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                  {attempt.error ?? attempt.responseExcerpt}
                </Code>
              </Table.Td>
              <Table.Td>
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
