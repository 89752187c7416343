import { Button, Group, MultiSelect, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import {
  useCreateSandboxReceiver,
  useCreateWebhookEndpoint,
  useWebhookEventTypes,
} from '../api/webhooks-api.ts';

type AddEndpointFormProps = { businessId: string; sandboxMode: boolean };

/** Adds an endpoint: its URL and the event types it listens for; in the sandbox, the built-in receiver's URL in one click. */
export function AddEndpointForm({ businessId, sandboxMode }: AddEndpointFormProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const eventTypes = useWebhookEventTypes();
  const create = useCreateWebhookEndpoint(businessId);
  const receiver = useCreateSandboxReceiver();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [types, setTypes] = useState<string[]>([]);
  const options = (eventTypes.data?.eventTypes ?? []).map(({ type }) => type);

  const submit = () =>
    create.mutate(
      { url, description, eventTypes: types as never },
      {
        onSuccess: () => {
          setUrl('');
          setDescription('');
          setTypes([]);
        },
      },
    );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="add-webhook-endpoint">
      <Stack
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Title order={2} size="h4" id="add-webhook-endpoint">
          {t('webhooks.addEndpoint')}
        </Title>
        <TextInput
          label={t('webhooks.url')}
          description={t('webhooks.urlHint')}
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          required
          type="url"
          dir="ltr"
          error={create.error ? apiError(create.error) : undefined}
        />
        {sandboxMode && (
          <Group>
            <Button
              variant="light"
              loading={receiver.isPending}
              onClick={() =>
                receiver.mutate(businessId, { onSuccess: (answer) => setUrl(answer.receiver.url) })
              }
            >
              {t('webhooks.useSandboxReceiver')}
            </Button>
          </Group>
        )}
        <TextInput
          label={t('webhooks.description')}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          maxLength={200}
        />
        <MultiSelect
          label={t('webhooks.eventTypes')}
          description={t('webhooks.eventTypesHint')}
          data={options}
          value={types}
          onChange={setTypes}
          searchable
          required
          dir="ltr"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending} disabled={url === '' || types.length === 0}>
            {t('webhooks.add')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
