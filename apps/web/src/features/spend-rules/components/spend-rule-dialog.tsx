import { VELOCITY_PERIODS, validationMessage } from '@causeway/domain';
import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { AmountInput } from '../../../ui/amount-input.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { useCreateSpendRule, useModifySpendRule } from '../api/spend-rules.ts';
import {
  emptySpendRuleForm,
  formFieldOf,
  SPEND_RULE_TYPES,
  type SpendRule,
  type SpendRuleFormValues,
  type SpendRuleType,
  spendRuleFormToBody,
  spendRuleToForm,
  type VelocityPeriod,
} from '../logic/spend-rule-form.ts';
import { MerchantCategorySelect } from './merchant-category-select.tsx';

const resolver: Resolver<SpendRuleFormValues> = async (values) => {
  const result = spendRuleFormToBody(values);
  if (result.ok) return { values, errors: {} };
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, message]) => [field, { type: 'validate', message }]),
  );
  return { values: {}, errors };
};

type SpendRuleDialogProps = {
  businessId: string;
  /** The rule to edit; none to create one. */
  rule: SpendRule | null;
  opened: boolean;
  onClose: () => void;
};

/** Create (createSpendRule) or edit (modifySpendRule) a velocity or merchant rule; an edit keeps the type. */
export function SpendRuleDialog({ businessId, rule, opened, onClose }: SpendRuleDialogProps) {
  const { t } = useTranslation();
  const { fieldError, apiError } = useTranslatedErrors();
  const create = useCreateSpendRule(businessId);
  const modify = useModifySpendRule(businessId);
  const form = useForm<SpendRuleFormValues>({
    resolver,
    values: rule ? spendRuleToForm(rule) : emptySpendRuleForm(),
    resetOptions: { keepDirtyValues: false },
  });
  const type = form.watch('type');
  const period = form.watch('period');
  const errors = form.formState.errors;
  // Field messages are validation tokens (the contract's, or the API's detail by code and params).
  const message = fieldError;

  const close = () => {
    form.reset(rule ? spendRuleToForm(rule) : emptySpendRuleForm());
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    const result = spendRuleFormToBody(values);
    if (!result.ok) return;
    try {
      if (rule) {
        await modify.mutateAsync({ rule, body: result.body });
        showSuccessToast(t('spendRules.saved', { name: result.body.name }));
      } else {
        await create.mutateAsync(result.body);
        showSuccessToast(t('spendRules.created', { name: result.body.name }));
      }
      close();
    } catch (error) {
      // A refused field shows on that field; anything else above the form.
      const details = isApiError(error, 400) ? error.details : [];
      let placed = false;
      for (const detail of details) {
        const field = formFieldOf(detail.field);
        if (field === 'root') continue;
        form.setError(field, { message: validationMessage(detail.code, detail.params) });
        placed = true;
      }
      if (!placed) form.setError('root', { message: apiError(error) });
    }
  });

  const periodLabel = (value: VelocityPeriod) => t(`spendRules.periods.${value}`);

  return (
    <Dialog
      opened={opened}
      onClose={close}
      title={rule ? t('spendRules.editTitle') : t('spendRules.createTitle')}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {errors.root && (
            <Alert color="red" role="alert">
              {message(errors.root.message)}
            </Alert>
          )}
          <TextInput
            label={t('spendRules.form.name')}
            data-autofocus
            maxLength={100}
            error={message(errors.name?.message)}
            {...form.register('name')}
          />
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Select
                label={t('spendRules.form.type')}
                description={rule ? t('spendRules.form.typeFixed') : undefined}
                data={SPEND_RULE_TYPES.map((value) => ({ value, label: t(`spendRules.types.${value}`) }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value as SpendRuleType)}
                allowDeselect={false}
                disabled={rule !== null}
                comboboxProps={{ withinPortal: true }}
                error={message(errors.type?.message)}
              />
            )}
          />
          {type === 'velocity' ? (
            <>
              <Controller
                control={form.control}
                name="period"
                render={({ field }) => (
                  <Select
                    label={t('spendRules.form.period')}
                    description={t('spendRules.form.periodHelp')}
                    data={VELOCITY_PERIODS.map((value) => ({ value, label: periodLabel(value) }))}
                    value={field.value}
                    onChange={(value) => {
                      if (!value) return;
                      field.onChange(value as VelocityPeriod);
                      if (value === 'transaction') form.setValue('maxCount', '');
                    }}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                    error={message(errors.period?.message)}
                  />
                )}
              />
              <AmountInput
                label={t('spendRules.form.maxAmount')}
                description={t('spendRules.form.maxAmountHelp')}
                error={message(errors.maxAmount?.message)}
                {...form.register('maxAmount')}
              />
              <TextInput
                label={t('spendRules.form.maxCount')}
                description={
                  period === 'transaction'
                    ? t('spendRules.form.maxCountNeedsPeriod')
                    : t('spendRules.form.maxCountHelp')
                }
                inputMode="numeric"
                dir="ltr"
                autoComplete="off"
                disabled={period === 'transaction'}
                error={message(errors.maxCount?.message)}
                {...form.register('maxCount')}
              />
            </>
          ) : (
            <Controller
              control={form.control}
              name="mccs"
              render={({ field }) => (
                <MerchantCategorySelect
                  label={t(
                    type === 'merchant_allow' ? 'spendRules.form.mccsAllow' : 'spendRules.form.mccsBlock',
                  )}
                  description={t('spendRules.form.mccsHelp')}
                  value={field.value}
                  onChange={field.onChange}
                  error={message(errors.mccs?.message)}
                />
              )}
            />
          )}
          {type !== 'velocity' && (
            <Text size="xs" c="dimmed">
              {t(
                type === 'merchant_allow'
                  ? 'spendRules.form.allowExplained'
                  : 'spendRules.form.blockExplained',
              )}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || modify.isPending}>
              {rule ? t('spendRules.save') : t('spendRules.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
