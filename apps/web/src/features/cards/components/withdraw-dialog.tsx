import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { useIdempotencyKey } from '../../../lib/api/idempotency-key.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { AmountInput } from '../../../ui/amount-input.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { formatCentsInText } from '../../../ui/money-format.ts';
import type { Card } from '../api/get-cards.ts';
import {
  useWithdrawFunds,
  type WithdrawFundsForm,
  type WithdrawFundsInput,
  withdrawFundsInputSchema,
} from '../api/withdraw-funds.ts';
import { cardholderName } from './card-labels.ts';

type WithdrawDialogProps = { card: Card; opened: boolean; onClose: () => void };

/** Return money from the card to its business's funding account (permission loadCard). */
export function WithdrawDialog({ card, opened, onClose }: WithdrawDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('cards.withdrawTitle')}>
      <WithdrawForm card={card} onDone={onClose} />
    </Dialog>
  );
}

function WithdrawForm({ card, onDone }: { card: Card; onDone: () => void }) {
  const { t } = useTranslation();
  const { fieldError, apiError } = useTranslatedErrors();
  const [idempotencyKey, renewKeyAfter] = useIdempotencyKey();
  const withdraw = useWithdrawFunds(card.id);
  const form = useForm<WithdrawFundsForm, unknown, WithdrawFundsInput>({
    resolver: zodResolver(withdrawFundsInputSchema),
    defaultValues: { amount: '', memo: '' },
  });

  const submit = form.handleSubmit(async (input) => {
    try {
      await withdraw.mutateAsync({
        idempotencyKey,
        body: { amountCents: input.amount, memo: input.memo || undefined },
      });
      showSuccessToast(
        t('cards.withdrawn', { amount: formatCentsInText(input.amount), name: cardholderName(card) }),
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
        <Text size="sm" c="dimmed">
          {t('cards.withdrawNote', { name: cardholderName(card) })}
        </Text>
        <AmountInput
          label={t('cards.amount')}
          data-autofocus
          error={fieldError(form.formState.errors.amount?.message)}
          {...form.register('amount')}
        />
        <TextInput
          label={t('cards.memoOptional')}
          error={fieldError(form.formState.errors.memo?.message)}
          {...form.register('memo')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={withdraw.isPending}>
            {t('cards.withdrawSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
