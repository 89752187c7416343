import {
  ACCOUNT_TYPES,
  type AccountType,
  nameOnAccountLooksLikeBank,
  validationMessage,
} from '@causeway/domain';
import { SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import type { BANK_DETAILS_FIELDS } from '../model/recipient-form.ts';

type BankField = (typeof BANK_DETAILS_FIELDS)[number];

type BankDetailsFieldsProps = {
  /** Registers one bank field (e.g. `(field) => form.register(\`bankAccount.${field}\`)`). */
  register: (field: Exclude<BankField, 'accountType'>) => UseFormRegisterReturn;
  errors?: Partial<Record<BankField, { message?: string }>>;
  /** The name on the account as typed: one that looks like a bank's raises a warning (spec §5). */
  nameOnAccount: string;
  accountType: AccountType;
  onAccountTypeChange: (accountType: AccountType) => void;
};

/** Name on the account, checking or savings, account and routing numbers. */
export function BankDetailsFields({
  register,
  errors,
  nameOnAccount,
  accountType,
  onAccountTypeChange,
}: BankDetailsFieldsProps) {
  const { t } = useTranslation();
  const { fieldError } = useTranslatedErrors();
  const looksLikeBank = nameOnAccountLooksLikeBank(nameOnAccount);
  return (
    <Stack gap="sm">
      <TextInput
        label={t('recipients.bank.nameOnAccount')}
        autoComplete="off"
        error={fieldError(errors?.nameOnAccount?.message)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        description={
          looksLikeBank ? (
            <Text
              component="span"
              size="xs"
              c="orange.9"
              role="status"
              style={{ display: 'inline-flex', gap: 4 }}
            >
              <IconAlertTriangle size={14} aria-hidden="true" style={{ flexShrink: 0, marginTop: 1 }} />
              {fieldError(validationMessage('nameOnAccountLooksLikeBank'))}
            </Text>
          ) : (
            t('recipients.bank.nameOnAccountHint')
          )
        }
        {...register('nameOnAccount')}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="account-type-label">
          {t('recipients.bank.accountType')}
        </Text>
        <SegmentedControl
          aria-labelledby="account-type-label"
          data={ACCOUNT_TYPES.map((type) => ({
            value: type,
            label: t(`recipients.bank.accountTypes.${type}`),
          }))}
          value={accountType}
          onChange={(value) => onAccountTypeChange(value as AccountType)}
        />
        {errors?.accountType?.message && (
          <Text size="xs" c="red">
            {fieldError(errors.accountType.message)}
          </Text>
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('recipients.bank.accountNumber')}
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          error={fieldError(errors?.accountNumber?.message)}
          {...register('accountNumber')}
        />
        <TextInput
          label={t('recipients.bank.routingNumber')}
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          error={fieldError(errors?.routingNumber?.message)}
          {...register('routingNumber')}
        />
      </SimpleGrid>
    </Stack>
  );
}
