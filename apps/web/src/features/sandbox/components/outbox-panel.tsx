import {
  ActionIcon,
  Alert,
  Badge,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Spoiler,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconMail, IconMessage, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { type OutboxChannel, outboxQueryOptions } from '../api/get-outbox.ts';

// New sign-in codes and card emails show up without a click while the page is open.
const OUTBOX_REFRESH_MS = 10_000;

/** The latest emails and text messages the platform sent: sign-in codes, invitations, card emails. */
export function OutboxPanel() {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const [channel, setChannel] = useState<OutboxChannel | 'all'>('all');
  const messages = useQuery({
    ...outboxQueryOptions(channel === 'all' ? null : channel),
    refetchInterval: OUTBOX_REFRESH_MS,
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="sandbox-outbox-heading">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h3" id="sandbox-outbox-heading">
              {t('sandbox.outbox.heading')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('sandbox.outbox.intro')}
            </Text>
          </Stack>
          <Group gap="xs">
            <SegmentedControl
              size="xs"
              value={channel}
              onChange={(value) => setChannel(value as OutboxChannel | 'all')}
              aria-label={t('sandbox.outbox.channel')}
              data={[
                { value: 'all', label: t('sandbox.outbox.all') },
                { value: 'email', label: t('sandbox.outbox.email') },
                { value: 'sms', label: t('sandbox.outbox.sms') },
              ]}
            />
            <Tooltip label={t('sandbox.outbox.refresh')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('sandbox.outbox.refresh')}
                onClick={() => void messages.refetch()}
                loading={messages.isFetching}
              >
                <IconRefresh size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {messages.isPending ? (
          <Center py="md">
            <Loader role="status" size="sm" aria-label={t('common.loading')} />
          </Center>
        ) : messages.isError ? (
          <Alert color="red">{apiError(messages.error)}</Alert>
        ) : messages.data.length === 0 ? (
          <Text c="dimmed">{t('sandbox.outbox.empty')}</Text>
        ) : (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {messages.data.map((message) => (
              <Paper component="li" key={message.id} withBorder radius="sm" p="sm">
                <Stack gap={4}>
                  <Group justify="space-between" gap="xs">
                    <Group gap="xs" miw={0}>
                      <Badge
                        variant="light"
                        color={message.channel === 'email' ? 'blue' : 'violet'}
                        leftSection={
                          message.channel === 'email' ? <IconMail size={12} /> : <IconMessage size={12} />
                        }
                      >
                        {t(`sandbox.outbox.${message.channel}`)}
                      </Badge>
                      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                        <bdi dir="ltr">{message.recipient}</bdi>
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(message.createdAt)}
                    </Text>
                  </Group>
                  {message.subject && (
                    <Text fw={600} size="sm">
                      <bdi>{message.subject}</bdi>
                    </Text>
                  )}
                  <Spoiler
                    maxHeight={96}
                    showLabel={t('sandbox.outbox.showMore')}
                    hideLabel={t('sandbox.outbox.showLess')}
                  >
                    <Text
                      size="sm"
                      dir="auto"
                      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                      ff={message.channel === 'sms' ? 'monospace' : undefined}
                    >
                      {message.body}
                    </Text>
                  </Spoiler>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
