import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { useAddBankAccount } from '../api/change-recipient.ts';
import type { Recipient } from '../api/get-recipients.ts';
import {
  BANK_DETAILS_FIELDS,
  type BankDetailsForm,
  type BankDetailsInput,
  bankDetailsFormSchema,
  EMPTY_BANK_DETAILS,
} from '../model/recipient-form.ts';
import { serverFieldErrors } from '../model/server-field-errors.ts';
import { BankDetailsFields } from './bank-details-fields.tsx';

type BankAccountDialogProps = { recipient: Recipient; opened: boolean; onClose: () => void };

/** Enter the recipient's bank details, or replace them (permission addBankDetails). */
export function BankAccountDialog({ recipient, opened, onClose }: BankAccountDialogProps) {
  const { t } = useTranslation();
  const replacing = recipient.bankAccount !== null;
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={replacing ? t('recipients.bank.replaceTitle') : t('recipients.bank.addTitle')}
      size="lg"
    >
      <BankAccountForm recipient={recipient} onDone={onClose} />
    </Dialog>
  );
}

const FORM_FIELDS = new Set<string>(BANK_DETAILS_FIELDS);

function BankAccountForm({ recipient, onDone }: { recipient: Recipient; onDone: () => void }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const add = useAddBankAccount(recipient.id);
  const form = useForm<BankDetailsForm, unknown, BankDetailsInput>({
    resolver: zodResolver(bankDetailsFormSchema),
    defaultValues: { ...EMPTY_BANK_DETAILS, nameOnAccount: recipient.name },
  });
  const [nameOnAccount, accountType] = form.watch(['nameOnAccount', 'accountType']);

  const submit = form.handleSubmit(async (input) => {
    try {
      const answer = await add.mutateAsync(input);
      showSuccessToast(
        answer.recipient.intakeStatus === 'bank_account_verified'
          ? t('recipients.bank.savedReady', { name: recipient.name })
          : t('recipients.bank.saved', { name: recipient.name }),
      );
      onDone();
    } catch (error) {
      const fields = serverFieldErrors(error, FORM_FIELDS);
      if (fields.length === 0) form.setError('root', { message: apiError(error) });
      for (const { field, message } of fields) form.setError(field as keyof BankDetailsForm, { message });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {form.formState.errors.root && (
          <Alert color="red" role="alert">
            {form.formState.errors.root.message}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {recipient.bankAccount ? t('recipients.bank.replaceNote') : t('recipients.bank.verifyNote')}
        </Text>
        <BankDetailsFields
          register={(field) => form.register(field)}
          errors={form.formState.errors}
          nameOnAccount={nameOnAccount}
          accountType={accountType}
          onAccountTypeChange={(value) => form.setValue('accountType', value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('recipients.bank.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
