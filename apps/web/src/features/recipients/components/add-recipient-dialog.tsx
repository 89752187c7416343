import { bankTransferEndpoints } from '@causeway/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Group, Radio, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isolateLtr } from '../../../i18n/isolate-ltr.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { canCall } from '../../../lib/api/can-call.ts';
import { pathTo } from '../../../lib/paths.ts';
import type { UserBusinessContext } from '../../../lib/session/session-store.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { useCreateRecipient } from '../api/change-recipient.ts';
import {
  type AddRecipientForm,
  type AddRecipientInput,
  type AddRecipientMode,
  addRecipientFormSchema,
  addRecipientRequest,
  BANK_DETAILS_FIELDS,
  EMPTY_ADD_RECIPIENT,
  RECIPIENT_FIELDS,
} from '../model/recipient-form.ts';
import { serverFieldErrors } from '../model/server-field-errors.ts';
import { BankDetailsFields } from './bank-details-fields.tsx';
import { RecipientFields } from './recipient-fields.tsx';

/** "Add recipient", shown with createRecipient or addBankDetails (createRecipientWithBankAccount). */
export function AddRecipientButton({
  businessId,
  context,
}: {
  businessId: string;
  context: UserBusinessContext;
}) {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  const modes: AddRecipientMode[] = [];
  if (canCall(context, bankTransferEndpoints.createRecipient, businessId)) modes.push('link');
  if (canCall(context, bankTransferEndpoints.createRecipientWithBankAccount, businessId))
    modes.push('bankDetails');
  if (modes.length === 0) return null;
  return (
    <>
      <Button component={Link} to={pathTo('importRecipients', { businessId })} variant="default">
        {t('imports.title.recipients')}
      </Button>
      {canCall(context, bankTransferEndpoints.createTransfer, businessId) && (
        <Button component={Link} to={pathTo('importPayments', { businessId })} variant="default">
          {t('imports.title.payments')}
        </Button>
      )}
      <Button leftSection={<IconUserPlus size={18} />} onClick={dialog.open}>
        {t('recipients.add')}
      </Button>
      <Dialog opened={opened} onClose={dialog.close} title={t('recipients.addTitle')} size="lg">
        {/* Mounted only while open: each opening starts from an empty form. */}
        <AddRecipientFormBody businessId={businessId} modes={modes} onDone={dialog.close} />
      </Dialog>
    </>
  );
}

const FORM_FIELDS = new Set<string>([
  ...RECIPIENT_FIELDS,
  ...BANK_DETAILS_FIELDS.map((field) => `bankAccount.${field}`),
]);

function AddRecipientFormBody({
  businessId,
  modes,
  onDone,
}: {
  businessId: string;
  modes: readonly AddRecipientMode[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const create = useCreateRecipient();
  const [mode, setMode] = useState<AddRecipientMode>(modes[0] ?? 'link');
  const form = useForm<AddRecipientForm, unknown, AddRecipientInput>({
    resolver: zodResolver(addRecipientFormSchema) as never,
    defaultValues: EMPTY_ADD_RECIPIENT(mode),
  });
  const [type, nameOnAccount, accountType] = form.watch([
    'type',
    'bankAccount.nameOnAccount',
    'bankAccount.accountType',
  ]);
  const errors = form.formState.errors;

  const chooseMode = (value: AddRecipientMode) => {
    setMode(value);
    form.setValue('mode', value);
    form.clearErrors();
  };

  const submit = form.handleSubmit(async (input) => {
    try {
      const { recipient } = await create.mutateAsync(addRecipientRequest(businessId, input));
      showSuccessToast(
        input.mode === 'link'
          ? t('recipients.addedWithLink', { name: recipient.name, email: isolateLtr(recipient.email) })
          : recipient.intakeStatus === 'bank_account_verified'
            ? t('recipients.addedReady', { name: recipient.name })
            : t('recipients.addedWithBankDetails', { name: recipient.name }),
      );
      onDone();
    } catch (error) {
      const fields = serverFieldErrors(error, FORM_FIELDS);
      if (fields.length === 0) form.setError('root', { message: apiError(error) });
      for (const { field, message } of fields) {
        form.setError(field as FieldPath<AddRecipientForm>, { message });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {errors.root && (
          <Alert color="red" role="alert">
            {errors.root.message}
          </Alert>
        )}
        {modes.length > 1 ? (
          <Radio.Group
            label={t('recipients.howBankDetails')}
            value={mode}
            onChange={(value) => chooseMode(value as AddRecipientMode)}
          >
            <Stack gap="sm" mt="xs">
              {modes.map((value) => (
                <Radio.Card key={value} value={value} p="sm" radius="md">
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator mt={2} />
                    <Stack gap={2}>
                      <Text fw={600} size="sm">
                        {t(`recipients.modes.${value}`)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`recipients.modeHints.${value}`)}
                      </Text>
                    </Stack>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t(`recipients.modeHints.${mode}`)}
          </Text>
        )}
        <RecipientFields
          register={(field) => form.register(field)}
          errors={errors}
          type={type}
          onTypeChange={(value) => form.setValue('type', value)}
          autoFocus
        />
        {mode === 'bankDetails' && (
          <Fieldset legend={t('recipients.bank.heading')} variant="filled" radius="md">
            <BankDetailsFields
              register={(field) => form.register(`bankAccount.${field}`)}
              errors={errors.bankAccount}
              nameOnAccount={nameOnAccount}
              accountType={accountType}
              onAccountTypeChange={(value) => form.setValue('bankAccount.accountType', value)}
            />
          </Fieldset>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {mode === 'link' ? t('recipients.sendLink') : t('recipients.addSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
