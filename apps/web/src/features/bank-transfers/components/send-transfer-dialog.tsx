import {
  bankTransferAmountSchema,
  TRANSFER_SPEEDS,
  type TransferSpeed,
  validationMessage,
} from '@causeway/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconClockHour4, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isolateLtr } from '../../../i18n/isolate-ltr.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useIdempotencyKey } from '../../../lib/api/idempotency-key.ts';
import { customFieldValuesFor } from '../../../lib/custom-fields/custom-field-options.ts';
import {
  businessSettingsQueryOptions,
  useCustomFieldOptions,
} from '../../../lib/custom-fields/use-custom-field-options.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { AmountInput } from '../../../ui/amount-input.tsx';
import { CustomFieldInputs } from '../../../ui/custom-field-inputs.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { formatCentsInText } from '../../../ui/money-format.ts';
import {
  type SendTransferForm,
  type SendTransferInput,
  sendTransferInputSchema,
  useCreateTransfer,
} from '../api/create-transfer.ts';
import type { Payee } from '../model/payee.ts';
import { approvalThreshold, FORM_FIELD_OF, needsApproval, scheduleView } from '../model/transfer-view.ts';
import { formatDay } from './format-day.ts';

type SendTransferDialogProps = {
  payee: Payee | null;
  organizationId: string;
  opened: boolean;
  onClose: () => void;
};

/** Pay a recipient by ACH, same-day ACH or instant payment (permission sendBankPayment). */
export function SendTransferDialog({ payee, organizationId, opened, onClose }: SendTransferDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={opened && payee !== null}
      onClose={onClose}
      title={t('bankTransfers.send.title')}
      size="lg"
    >
      {/* Mounted only while open: each opening is one user action with its own idempotency key. */}
      {payee && <SendTransferFormBody payee={payee} organizationId={organizationId} onDone={onClose} />}
    </Dialog>
  );
}

const SCHEDULE_REFRESH_MS = 30_000;

/** The clock the schedule is worked out from, moved on while the dialog stays open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), SCHEDULE_REFRESH_MS, { autoInvoke: true });
  return now;
}

function SendTransferFormBody({
  payee,
  organizationId,
  onDone,
}: {
  payee: Payee;
  organizationId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { fieldError, apiError } = useTranslatedErrors();
  const [idempotencyKey, renewKeyAfter] = useIdempotencyKey();
  const send = useCreateTransfer();
  const now = useNow();
  const isOrganization = payee.businessId === organizationId;
  const { optionsByBusiness } = useCustomFieldOptions(
    [payee.businessId],
    organizationId,
    isOrganization ? 'business_bank_transfers' : 'bank_transfers',
  );
  const customFieldOptions = optionsByBusiness.get(payee.businessId) ?? [];
  const ownSettings = useQuery(businessSettingsQueryOptions(payee.businessId)).data;
  const organizationSettings = useQuery(businessSettingsQueryOptions(organizationId)).data;
  const threshold = approvalThreshold(
    isOrganization ? null : ownSettings,
    isOrganization ? ownSettings : organizationSettings,
  );
  const form = useForm<SendTransferForm, unknown, SendTransferInput>({
    resolver: zodResolver(sendTransferInputSchema),
    defaultValues: { speed: 'ach', amount: '', memo: '', customFields: {} },
  });
  const [speed, amount, customFields] = form.watch(['speed', 'amount', 'customFields']);
  const parsedAmount = bankTransferAmountSchema.safeParse(amount);
  const amountCents = parsedAmount.success ? parsedAmount.data : null;
  const schedule = scheduleView(speed, now);

  const submit = form.handleSubmit(async (input) => {
    try {
      const { transfer } = await send.mutateAsync({
        idempotencyKey,
        body: {
          businessId: payee.businessId,
          recipientId: payee.id,
          amountCents: input.amount,
          speed: input.speed,
          memo: input.memo || undefined,
          customFields: customFieldValuesFor(input.customFields, customFieldOptions),
        },
      });
      const values = { amount: formatCentsInText(transfer.amountCents), name: payee.name };
      showSuccessToast(
        transfer.approval === 'pending'
          ? t('bankTransfers.send.awaitingApproval', values)
          : t('bankTransfers.send.sent', { ...values, date: formatDay(transfer.expectedByDate) }),
      );
      onDone();
    } catch (error) {
      // A refusal is kept under its key: the corrected form is a new action with a new key.
      renewKeyAfter(error);
      const fields = isApiError(error, 400) ? error.details : [];
      const mapped = fields.map((detail) => ({ ...detail, formField: FORM_FIELD_OF[detail.field] }));
      if (mapped.length > 0 && mapped.every((detail) => detail.formField)) {
        for (const detail of mapped) {
          form.setError(detail.formField!, { message: validationMessage(detail.code, detail.params) });
        }
      } else {
        form.setError('root', { message: apiError(error) });
      }
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
        <Text size="sm">
          {t('bankTransfers.send.to')} <bdi style={{ fontWeight: 600 }}>{payee.name}</bdi>
          {payee.accountLast4 && (
            <Text span ff="monospace" ms={6} c="dimmed">
              <span dir="ltr">•••• {payee.accountLast4}</span>
            </Text>
          )}
        </Text>
        <Controller
          control={form.control}
          name="speed"
          render={({ field }) => (
            <Radio.Group
              label={t('bankTransfers.speed')}
              value={field.value}
              onChange={(value) => field.onChange(value as TransferSpeed)}
            >
              <Stack gap={6} mt="xs">
                {TRANSFER_SPEEDS.map((value) => (
                  <Radio.Card key={value} value={value} p="sm" radius="md">
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Radio.Indicator mt={2} />
                      <Stack gap={0}>
                        <Text fw={600} size="sm">
                          {t(`bankTransfers.speeds.${value}`)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t(`bankTransfers.speedHints.${value}`)}
                        </Text>
                      </Stack>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)" aria-live="polite">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconClockHour4 size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
            <Stack gap={2}>
              <Text size="sm">
                {schedule.speed === 'instant'
                  ? t('bankTransfers.schedule.instant')
                  : t('bankTransfers.schedule.cutoff', {
                      date: formatDay(schedule.cutoffDate),
                      time: isolateLtr(schedule.cutoffTime),
                    })}
              </Text>
              <Text size="sm" fw={600}>
                {t('bankTransfers.schedule.expected', { date: formatDay(schedule.expectedByDate) })}
              </Text>
            </Stack>
          </Group>
        </Paper>
        <AmountInput
          label={t('bankTransfers.amount')}
          data-autofocus
          error={fieldError(form.formState.errors.amount?.message)}
          {...form.register('amount')}
        />
        {needsApproval(amountCents, threshold) && threshold !== null && (
          <Alert color="yellow" icon={<IconUsersGroup size={18} />}>
            {t('bankTransfers.send.approvalNote', { threshold: formatCentsInText(threshold) })}
          </Alert>
        )}
        <TextInput
          label={t('bankTransfers.memoOptional')}
          error={fieldError(form.formState.errors.memo?.message)}
          {...form.register('memo')}
        />
        <CustomFieldInputs
          options={customFieldOptions}
          values={customFields}
          onChange={(name, value) => form.setValue(`customFields.${name}`, value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('bankTransfers.send.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
