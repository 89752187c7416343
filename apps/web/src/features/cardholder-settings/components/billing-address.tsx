import { VIRTUAL_CARD_BILLING_ADDRESS } from '@causeway/domain';
import { ActionIcon, CopyButton, Divider, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type AddressLine = { key: string; label: string; value: string };

/** A line of the address with its own copy button: online checkouts ask for each part apart. */
function CopyableLine({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" mih={44}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" c="gray.7">
          {label}
        </Text>
        <Text fw={600} dir="ltr" style={{ overflowWrap: 'anywhere', textAlign: 'start' }}>
          {value}
        </Text>
      </Stack>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip
            label={copied ? t('cardholderSettings.billing.copied') : t('cardholderSettings.billing.copy')}
          >
            <ActionIcon
              variant={copied ? 'light' : 'default'}
              color={copied ? 'teal' : undefined}
              size={44}
              onClick={copy}
              aria-label={`${t('cardholderSettings.billing.copy')}: ${label}`}
            >
              {copied ? (
                <IconCheck size={20} aria-hidden="true" />
              ) : (
                <IconCopy size={20} aria-hidden="true" />
              )}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * Cardholder spec §2 "Billing address page": the shared billing address of virtual cards, to give
 * a shop online, each line with a copy button, and the whole address at once.
 */
export function BillingAddress() {
  const { t } = useTranslation();
  const address = VIRTUAL_CARD_BILLING_ADDRESS;
  const lines: AddressLine[] = [
    { key: 'addressOne', label: t('cardholderSettings.billing.addressOne'), value: address.addressOne },
    { key: 'addressTwo', label: t('cardholderSettings.billing.addressTwo'), value: address.addressTwo },
    { key: 'city', label: t('cardholderSettings.billing.city'), value: address.city },
    { key: 'state', label: t('cardholderSettings.billing.state'), value: address.state },
    { key: 'zip', label: t('cardholderSettings.billing.zip'), value: address.zip },
  ];
  const whole = `${address.addressOne}, ${address.addressTwo}, ${address.city}, ${address.state} ${address.zip}`;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t('cardholderSettings.billing.heading')}
        </Title>
        <Text>{t('cardholderSettings.billing.intro')}</Text>
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('cardholderSettings.billing.addressHeading')}
          </Title>
          {lines.map((line) => (
            <CopyableLine key={line.key} label={line.label} value={line.value} />
          ))}
          <Divider />
          <CopyableLine label={t('cardholderSettings.billing.wholeAddress')} value={whole} />
        </Stack>
      </Paper>
      <Text size="sm" c="gray.7">
        {t('cardholderSettings.billing.refusedHint')}
      </Text>
    </Stack>
  );
}
