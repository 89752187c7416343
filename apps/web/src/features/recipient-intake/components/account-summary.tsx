import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isolateLtr } from '../../../i18n/isolate-ltr.ts';
import type { IntakeStatus } from '../api/intake-status.ts';
import { maskedNumber } from '../model/intake-forms.ts';

/** "Checking •••• 1234 · First Platypus Bank": the account as far as it may be shown (last 4). */
export function AccountSummary({ account }: { account: IntakeStatus['bankAccount'] }) {
  const { t } = useTranslation();
  if (!account || account.masked || !account.accountLast4) return null;
  const parts = [
    account.accountType ? t(`recipientIntake.fields.accountTypes.${account.accountType}`) : null,
    isolateLtr(maskedNumber(account.accountLast4)),
    account.bankName,
  ].filter(Boolean);
  return (
    <Text size="sm" c="gray.8" data-testid="intake-account">
      {t('recipientIntake.status.account', { account: parts.join(' · ') })}
    </Text>
  );
}
