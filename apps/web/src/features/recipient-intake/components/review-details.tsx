import { Box, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isolateLtr } from '../../../i18n/isolate-ltr.ts';
import { type ManualBankDetails, maskedNumber } from '../model/intake-forms.ts';
import { IntakeAlert } from './intake-alert.tsx';
import { IntakePanel } from './intake-panel.tsx';

type ReviewDetailsProps = {
  details: ManualBankDetails;
  submitting: boolean;
  error: string | null;
  onEdit: () => void;
  onSubmit: () => void;
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="sm" c="gray.7">
        {label}
      </Text>
      <Text component="dd" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}

/** Review and submit (spec §2, §4): the account number is shown by its last 4 digits only. */
export function ReviewDetails({ details, submitting, error, onEdit, onSubmit }: ReviewDetailsProps) {
  const { t } = useTranslation();
  return (
    <IntakePanel heading={t('recipientIntake.review.heading')} intro={t('recipientIntake.review.intro')}>
      <Stack gap="md">
        {error && <IntakeAlert>{error}</IntakeAlert>}
        <Stack component="dl" gap="sm" m={0}>
          <Row label={t('recipientIntake.fields.nameOnAccount')}>{details.nameOnAccount}</Row>
          <Row label={t('recipientIntake.fields.accountType')}>
            {t(`recipientIntake.fields.accountTypes.${details.accountType}`)}
          </Row>
          <Row label={t('recipientIntake.fields.routingNumber')}>{isolateLtr(details.routingNumber)}</Row>
          <Row label={t('recipientIntake.fields.accountNumber')}>
            {isolateLtr(maskedNumber(details.accountNumber))}
          </Row>
          <Row label={t('recipientIntake.fields.email')}>{isolateLtr(details.email)}</Row>
        </Stack>
        <Group justify="space-between" gap="sm" wrap="wrap-reverse">
          <Button variant="default" size="md" onClick={onEdit} disabled={submitting}>
            {t('recipientIntake.review.edit')}
          </Button>
          <Button size="md" onClick={onSubmit} loading={submitting}>
            {t('recipientIntake.review.submit')}
          </Button>
        </Group>
      </Stack>
    </IntakePanel>
  );
}
