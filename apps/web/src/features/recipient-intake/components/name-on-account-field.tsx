import { nameOnAccountLooksLikeBank, validationMessage } from '@causeway/domain';
import { Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';

type NameOnAccountFieldProps = {
  registration: UseFormRegisterReturn;
  /** The name as typed: one that looks like a bank's gets a warning that does not block (spec §5). */
  value: string;
  error?: string;
};

/** The name on the bank account: at least two words; a bank-like name is warned about. */
export function NameOnAccountField({ registration, value, error }: NameOnAccountFieldProps) {
  const { t } = useTranslation();
  const { fieldError } = useTranslatedErrors();
  const looksLikeBank = nameOnAccountLooksLikeBank(value);
  return (
    <TextInput
      label={t('recipientIntake.fields.nameOnAccount')}
      autoComplete="name"
      size="md"
      required
      error={fieldError(error)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        looksLikeBank ? (
          <Text
            component="span"
            size="sm"
            c="gray.9"
            role="status"
            style={{ display: 'inline-flex', gap: 4 }}
          >
            <IconAlertTriangle
              size={16}
              color="var(--mantine-color-orange-8)"
              aria-hidden="true"
              style={{ flexShrink: 0, marginBlockStart: 2 }}
            />
            {fieldError(validationMessage('nameOnAccountLooksLikeBank'))}
          </Text>
        ) : (
          t('recipientIntake.fields.nameOnAccountHint')
        )
      }
      {...registration}
    />
  );
}
