import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { AmountInput } from '../../../ui/amount-input.tsx';
import { formatCentsInText } from '../../../ui/money-format.ts';
import { useClearPurchase, useRefundPurchase, useReversePurchase } from '../api/play-purchases.ts';
import { type PlayedPurchase, purchaseActions, type SandboxTransaction } from '../model/played-purchases.ts';
import { amountText, clearFormSchema, refundFormSchema } from '../model/sandbox-forms.ts';
import { useSandboxErrorText } from './use-sandbox-error-text.ts';

export type SettleAction = 'clear' | 'reverse' | 'refund';

type SettleDialogProps = {
  action: SettleAction | null;
  played: PlayedPurchase | null;
  onClose: () => void;
  onSettled: (transaction: SandboxTransaction, action: SettleAction) => void;
};

/** Clear (optionally for another final amount), reverse, or refund a played purchase, after a confirmation. */
export function SettleDialog({ action, played, onClose, onSettled }: SettleDialogProps) {
  const { t } = useTranslation();
  const opened = action !== null && played !== null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={action ? t(`sandbox.settle.${action}Title`) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && action === 'clear' && <ClearForm played={played} onClose={onClose} onSettled={onSettled} />}
      {opened && action === 'reverse' && (
        <ReverseConfirm played={played} onClose={onClose} onSettled={onSettled} />
      )}
      {opened && action === 'refund' && (
        <RefundForm played={played} onClose={onClose} onSettled={onSettled} />
      )}
    </Modal>
  );
}

type FormProps = {
  played: PlayedPurchase;
  onClose: () => void;
  onSettled: (transaction: SandboxTransaction, action: SettleAction) => void;
};

function Summary({ played }: { played: PlayedPurchase }) {
  const { t } = useTranslation();
  return (
    <Text>
      {t('sandbox.settle.summary', {
        merchant: played.transaction.merchant.name ?? '',
        amount: formatCentsInText(played.transaction.approvedAmount.value),
        card: `${played.cardLabel.name} •••• ${played.cardLabel.last4}`,
      })}
    </Text>
  );
}

function ClearForm({ played, onClose, onSettled }: FormProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const errorText = useSandboxErrorText();
  const clear = useClearPurchase();
  const form = useForm({ resolver: zodResolver(clearFormSchema), defaultValues: { amount: '' } });
  const submit = form.handleSubmit(async ({ amount }) => {
    try {
      const transaction = await clear.mutateAsync({ id: played.transaction.id, amountCents: amount });
      showSuccessToast(
        t('sandbox.settle.cleared', { amount: formatCentsInText(transaction.approvedAmount.value) }),
      );
      onSettled(transaction, 'clear');
      onClose();
    } catch (error) {
      form.setError('root', { message: apiError(error) });
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Summary played={played} />
        <AmountInput
          label={t('sandbox.settle.finalAmount')}
          description={t('sandbox.settle.finalAmountHelp')}
          placeholder={amountText(played.transaction.approvedAmount.value)}
          data-autofocus
          {...form.register('amount')}
          error={errorText(form.formState.errors.amount?.message)}
        />
        {form.formState.errors.root?.message && (
          <Alert color="red">{form.formState.errors.root.message}</Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={clear.isPending}>
            {t('sandbox.settle.clear')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ReverseConfirm({ played, onClose, onSettled }: FormProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const reverse = useReversePurchase();
  const confirm = async () => {
    try {
      const transaction = await reverse.mutateAsync(played.transaction.id);
      showSuccessToast(
        t('sandbox.settle.reversed', { amount: formatCentsInText(transaction.approvedAmount.value) }),
      );
      onSettled(transaction, 'reverse');
      onClose();
    } catch {
      // The error shows in the dialog below.
    }
  };
  return (
    <Stack>
      <Summary played={played} />
      <Text>{t('sandbox.settle.reverseConfirm')}</Text>
      {reverse.isError && <Alert color="red">{apiError(reverse.error)}</Alert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button color="red" onClick={() => void confirm()} loading={reverse.isPending} data-autofocus>
          {t('sandbox.settle.reverse')}
        </Button>
      </Group>
    </Stack>
  );
}

function RefundForm({ played, onClose, onSettled }: FormProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const errorText = useSandboxErrorText();
  const refund = useRefundPurchase();
  const { refundableCents } = purchaseActions(played.transaction);
  const form = useForm({
    resolver: zodResolver(refundFormSchema),
    defaultValues: { amount: amountText(refundableCents) },
  });
  const submit = form.handleSubmit(async ({ amount }) => {
    try {
      const transaction = await refund.mutateAsync({ id: played.transaction.id, amountCents: amount });
      showSuccessToast(
        t('sandbox.settle.refunded', { amount: formatCentsInText(transaction.approvedAmount.value) }),
      );
      onSettled(transaction, 'refund');
      onClose();
    } catch (error) {
      form.setError('root', { message: apiError(error) });
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Summary played={played} />
        <AmountInput
          label={t('sandbox.settle.refundAmount')}
          description={t('sandbox.settle.refundable', { amount: formatCentsInText(refundableCents) })}
          data-autofocus
          {...form.register('amount')}
          error={errorText(form.formState.errors.amount?.message)}
        />
        {form.formState.errors.root?.message && (
          <Alert color="red">{form.formState.errors.root.message}</Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={refund.isPending}>
            {t('sandbox.settle.refund')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
