import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { AmountInput } from '../../../ui/amount-input.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
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
    <Dialog opened={opened} onClose={onClose} title={action ? t(`sandbox.settle.${action}Title`) : ''}>
      {opened && action === 'clear' && <ClearForm played={played} onClose={onClose} onSettled={onSettled} />}
      {opened && action === 'reverse' && (
        <ReverseConfirm played={played} onClose={onClose} onSettled={onSettled} />
      )}
      {opened && action === 'refund' && (
        <RefundForm played={played} onClose={onClose} onSettled={onSettled} />
      )}
    </Dialog>
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

function ClearForm(props: FormProps) {
  const { played } = props;
  const { t } = useTranslation();
  const clear = useClearPurchase();
  const form = useForm({ resolver: zodResolver(clearFormSchema), defaultValues: { amount: '' } });
  return (
    <AmountSettleForm
      {...props}
      form={form}
      label={t('sandbox.settle.finalAmount')}
      description={t('sandbox.settle.finalAmountHelp')}
      placeholder={amountText(played.transaction.approvedAmount.value)}
      action="clear"
      pending={clear.isPending}
      settle={(amountCents) => clear.mutateAsync({ id: played.transaction.id, amountCents })}
    />
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

function RefundForm(props: FormProps) {
  const { played } = props;
  const { t } = useTranslation();
  const refund = useRefundPurchase();
  const { refundableCents } = purchaseActions(played.transaction);
  const form = useForm({
    resolver: zodResolver(refundFormSchema),
    defaultValues: { amount: amountText(refundableCents) },
  });
  return (
    <AmountSettleForm
      {...props}
      form={form}
      label={t('sandbox.settle.refundAmount')}
      description={t('sandbox.settle.refundable', { amount: formatCentsInText(refundableCents) })}
      action="refund"
      pending={refund.isPending}
      settle={(amountCents) => refund.mutateAsync({ id: played.transaction.id, amountCents })}
    />
  );
}

type AmountSettleFormProps<Amount> = {
  played: PlayedPurchase;
  form: UseFormReturn<{ amount: string }, unknown, { amount: Amount }>;
  label: string;
  description: string;
  placeholder?: string;
  action: 'clear' | 'refund';
  pending: boolean;
  /** Sends the checked amount; a rejection shows in the dialog. */
  settle: (amount: Amount) => Promise<SandboxTransaction>;
  onSettled: FormProps['onSettled'];
  onClose: () => void;
};

/** Clear or refund: the purchase, an amount box, the API's refusal if any, then Cancel or the action. */
function AmountSettleForm<Amount>({
  played,
  form,
  label,
  description,
  placeholder,
  action,
  pending,
  settle,
  onSettled,
  onClose,
}: AmountSettleFormProps<Amount>) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const errorText = useSandboxErrorText();
  const submit = form.handleSubmit(async ({ amount }) => {
    try {
      const transaction = await settle(amount);
      const settled = formatCentsInText(transaction.approvedAmount.value);
      showSuccessToast(
        t(`sandbox.settle.${action === 'clear' ? 'cleared' : 'refunded'}`, { amount: settled }),
      );
      onSettled(transaction, action);
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
          label={label}
          description={description}
          placeholder={placeholder}
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
          <Button type="submit" loading={pending}>
            {t(`sandbox.settle.${action}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
