import {
  ActionIcon,
  Alert,
  CopyButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { useAchDetails } from '../api/get-ach-details.ts';

function DetailRow({ label, value, copyable = false }: { label: string; value: string; copyable?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0} miw={0}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={500} dir={copyable ? 'ltr' : undefined} ff={copyable ? 'monospace' : undefined}>
          {value}
        </Text>
      </Stack>
      {copyable && (
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('funding.copied') : t('funding.copy')} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={`${t('funding.copy')}: ${label}`}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      )}
    </Group>
  );
}

/** Where to push ACH deposits to fund the account (permission viewACHDetails). */
export function AchDetailsCard({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const details = useAchDetails(businessId, true);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="ach-heading">
      <Stack gap="sm">
        <Title id="ach-heading" order={2} size="h4">
          {t('funding.achHeading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('funding.achIntro')}
        </Text>
        {details.isPending ? (
          <Skeleton h={120} />
        ) : details.isError ? (
          <Alert color="red">{apiError(details.error)}</Alert>
        ) : (
          <Stack gap="xs">
            <DetailRow label={t('funding.bankName')} value={details.data.bankName} />
            <DetailRow label={t('funding.accountName')} value={details.data.accountName} />
            <DetailRow label={t('funding.accountNumber')} value={details.data.accountNumber} copyable />
            <DetailRow label={t('funding.routingNumber')} value={details.data.routingNumber} copyable />
            <DetailRow
              label={t('funding.accountType')}
              value={t(`funding.accountTypes.${details.data.accountType}`)}
            />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
