import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { useIdempotencyKey } from '../../../lib/api/idempotency-key.ts';
import { customFieldValuesFor } from '../../../lib/custom-fields/custom-field-options.ts';
import { useCustomFieldOptions } from '../../../lib/custom-fields/use-custom-field-options.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { AmountInput } from '../../../ui/amount-input.tsx';
import { CustomFieldInputs } from '../../../ui/custom-field-inputs.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { formatCentsInText } from '../../../ui/money-format.ts';
import {
  type TransferFundsForm,
  type TransferFundsInput,
  transferFundsInputSchema,
  useTransferFunds,
} from '../api/transfer-funds.ts';

/** An account money can move from or to; the available balance is known for the accounts shown. */
export type TransferAccount = { businessId: string; name: string; availableCents: number | null };

type TransferDialogProps = {
  businessId: string;
  organizationId: string;
  accounts: readonly TransferAccount[];
  opened: boolean;
  onClose: () => void;
};

/** Transfer between an organisation and its programs (permission transferFunds). */
export function TransferDialog({ opened, onClose, ...props }: TransferDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('funding.transferTitle')}>
      {/* Mounted only while open: each opening is one user action with its own idempotency key. */}
      <TransferForm {...props} onDone={onClose} />
    </Dialog>
  );
}

function TransferForm({
  businessId,
  organizationId,
  accounts,
  onDone,
}: Omit<TransferDialogProps, 'opened' | 'onClose'> & { onDone: () => void }) {
  const { t } = useTranslation();
  const { fieldError, apiError } = useTranslatedErrors();
  const [idempotencyKey, renewKeyAfter] = useIdempotencyKey();
  const transfer = useTransferFunds(businessId);
  const { optionsByBusiness } = useCustomFieldOptions(
    [businessId],
    organizationId,
    'funding_account_deposit',
  );
  const customFieldOptions = optionsByBusiness.get(businessId) ?? [];
  const form = useForm<TransferFundsForm, unknown, TransferFundsInput>({
    resolver: zodResolver(transferFundsInputSchema),
    defaultValues: {
      fromBusinessId: accounts[0]?.businessId ?? '',
      toBusinessId: accounts[1]?.businessId ?? '',
      amount: '',
      memo: '',
      customFields: {},
    },
  });
  const [fromId, toId, customFields] = form.watch(['fromBusinessId', 'toBusinessId', 'customFields']);
  const nameOf = (id: string) => accounts.find((account) => account.businessId === id)?.name ?? '';
  const from = accounts.find((account) => account.businessId === fromId);
  const accountOptions = accounts.map((account) => ({ value: account.businessId, label: account.name }));

  const submit = form.handleSubmit(async (input) => {
    try {
      await transfer.mutateAsync({
        idempotencyKey,
        body: {
          fromBusinessId: input.fromBusinessId,
          toBusinessId: input.toBusinessId,
          amountCents: input.amount,
          memo: input.memo || undefined,
          customFields: customFieldValuesFor(input.customFields, customFieldOptions),
        },
      });
      showSuccessToast(
        t('funding.transferDone', {
          amount: formatCentsInText(input.amount),
          from: nameOf(input.fromBusinessId),
          to: nameOf(input.toBusinessId),
        }),
      );
      onDone();
    } catch (error) {
      renewKeyAfter(error);
      form.setError('root', { message: apiError(error) });
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
        <Controller
          control={form.control}
          name="fromBusinessId"
          render={({ field }) => (
            <Select
              label={t('funding.from')}
              data={accountOptions}
              value={field.value}
              onChange={(value) => {
                if (!value) return;
                // The two sides always differ: choosing the other side's account swaps them.
                if (value === toId) form.setValue('toBusinessId', field.value);
                field.onChange(value);
              }}
              allowDeselect={false}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              description={
                from?.availableCents != null
                  ? t('funding.availableAmount', { amount: formatCentsInText(from.availableCents) })
                  : undefined
              }
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="toBusinessId"
          render={({ field }) => (
            <Select
              label={t('funding.to')}
              data={accountOptions.filter((option) => option.value !== fromId)}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <AmountInput
          label={t('funding.amount')}
          data-autofocus
          error={fieldError(form.formState.errors.amount?.message)}
          {...form.register('amount')}
        />
        <TextInput
          label={t('funding.memoOptional')}
          error={fieldError(form.formState.errors.memo?.message)}
          {...form.register('memo')}
        />
        <CustomFieldInputs
          options={customFieldOptions}
          values={customFields}
          onChange={(name, value) => form.setValue(`customFields.${name}`, value)}
        />
        <Text size="xs" c="dimmed">
          {t('funding.transferNote')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={transfer.isPending}>
            {t('funding.transferSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
