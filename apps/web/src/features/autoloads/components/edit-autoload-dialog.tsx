import type { AutoloadDetail } from '@causeway/contracts';
import { AUTOLOAD_BUSINESS_DAY_RULES, AUTOLOAD_SHORTFALL_POLICIES, formatCents } from '@causeway/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { AmountInput } from '../../../ui/amount-input.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { useUpdateAutoload } from '../api/autoloads.ts';
import {
  browserTimeZone,
  type EditFormOutput,
  type EditFormValues,
  editFormSchema,
} from '../model/edit-form.ts';
import { formatDay } from '../model/format-day.ts';

/** modifyAutoload: the name, the amount, the end date and the two policies. */
export function EditAutoloadDialog({ detail, onClose }: { detail: AutoloadDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { fieldError, apiError } = useTranslatedErrors();
  const { autoload } = detail;
  const update = useUpdateAutoload(autoload.id);
  const timeZone = useMemo(browserTimeZone, []);
  const schema = useMemo(
    () => editFormSchema(new Date(), timeZone, autoload.startDate),
    [timeZone, autoload.startDate],
  );
  const form = useForm<EditFormValues, unknown, EditFormOutput>({
    resolver: zodResolver(schema.schema),
    defaultValues: {
      name: autoload.name,
      amount: formatCents(autoload.amountCents).replace(/[^\d.,]/g, ''),
      endDate: autoload.endDate ?? '',
      businessDayRule: autoload.businessDayRule,
      shortfallPolicy: autoload.shortfallPolicy,
    },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (input) => {
    try {
      await update.mutateAsync({
        name: input.name,
        amountCents: input.amount,
        endDate: input.endDate || null,
        businessDayRule: input.businessDayRule,
        shortfallPolicy: input.shortfallPolicy,
        timeZone,
      });
      showSuccessToast(t('autoloads.saved'));
      onClose();
    } catch (error) {
      form.setError('root', { message: apiError(error) });
    }
  });

  return (
    <Dialog opened onClose={onClose} title={t('autoloads.editTitle')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {errors.root && (
            <Alert color="red" role="alert">
              {errors.root.message}
            </Alert>
          )}
          <TextInput
            label={t('autoloads.name')}
            required
            error={fieldError(errors.name?.message)}
            {...form.register('name')}
          />
          <AmountInput
            label={t('autoloads.amountEach')}
            required
            error={fieldError(errors.amount?.message)}
            {...form.register('amount')}
          />
          <TextInput
            type="date"
            label={t('autoloads.endDateOptional')}
            min={schema.firstEnd}
            description={t('autoloads.endHint', { date: formatDay(schema.firstEnd) })}
            error={fieldError(errors.endDate?.message)}
            {...form.register('endDate')}
          />
          <Controller
            control={form.control}
            name="businessDayRule"
            render={({ field }) => (
              <Select
                label={t('autoloads.businessDayRule')}
                data={AUTOLOAD_BUSINESS_DAY_RULES.map((value) => ({
                  value,
                  label: t(`autoloads.businessDayRules.${value}`),
                }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'none')}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="shortfallPolicy"
            render={({ field }) => (
              <Select
                label={t('autoloads.shortfallPolicy')}
                data={AUTOLOAD_SHORTFALL_POLICIES.map((value) => ({
                  value,
                  label: t(`autoloads.shortfallPolicies.${value}`),
                }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'skip_run')}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('autoloads.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
