import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { AmountInput } from '../../../ui/amount-input.tsx';
import { formatCentsInText } from '../../../ui/money-format.ts';
import { usePlayAchDeposit } from '../api/ach-deposit.ts';
import { useDepositAccounts } from '../api/get-funding-accounts.ts';
import { type AchDepositFormValues, achDepositFormSchema } from '../model/sandbox-forms.ts';
import { useSandboxErrorText } from './use-sandbox-error-text.ts';

/** The bank reports an incoming ACH deposit into the funding account of the organisation or a program. */
export function AchDepositPanel({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const errorText = useSandboxErrorText();
  const accounts = useDepositAccounts(businessId);
  const deposit = usePlayAchDeposit();
  const form = useForm({
    resolver: zodResolver(achDepositFormSchema),
    defaultValues: { businessId, amount: '', memo: '' } satisfies AchDepositFormValues,
  });
  const { errors } = form.formState;
  const options = (accounts.data ?? []).map((account) => ({
    value: account.businessId,
    label: account.name,
  }));

  const submit = form.handleSubmit(async (body) => {
    try {
      const result = await deposit.mutateAsync(body);
      const name = options.find((option) => option.value === body.businessId)?.label ?? '';
      showSuccessToast(
        t('sandbox.deposit.done', {
          amount: formatCentsInText(body.amountCents),
          name,
          available: formatCentsInText(result.balance.availableCents),
        }),
      );
      form.reset({ businessId: body.businessId, amount: '', memo: '' });
    } catch (error) {
      form.setError('root', { message: apiError(error) });
    }
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="sandbox-deposit-heading">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Stack gap={2}>
            <Title order={2} size="h3" id="sandbox-deposit-heading">
              {t('sandbox.deposit.heading')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('sandbox.deposit.intro')}
            </Text>
          </Stack>
          {accounts.isError && <Alert color="red">{apiError(accounts.error)}</Alert>}
          <Controller
            control={form.control}
            name="businessId"
            render={({ field }) => (
              <Select
                label={t('sandbox.deposit.account')}
                required
                data={options}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                allowDeselect={false}
                disabled={accounts.isPending}
                error={errorText(errors.businessId?.message)}
              />
            )}
          />
          <AmountInput
            label={t('sandbox.deposit.amount')}
            required
            {...form.register('amount')}
            error={errorText(errors.amount?.message)}
          />
          <TextInput
            label={t('sandbox.deposit.memo')}
            maxLength={255}
            {...form.register('memo')}
            error={errorText(errors.memo?.message)}
          />
          {errors.root?.message && <Alert color="red">{errors.root.message}</Alert>}
          <Group>
            <Button type="submit" leftSection={<IconBuildingBank size={18} />} loading={deposit.isPending}>
              {t('sandbox.deposit.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
