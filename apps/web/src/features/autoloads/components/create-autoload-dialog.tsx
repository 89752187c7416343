import {
  AUTOLOAD_BUSINESS_DAY_RULES,
  AUTOLOAD_FREQUENCIES,
  AUTOLOAD_SHORTFALL_POLICIES,
} from '@causeway/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { useCustomFieldOptions } from '../../../lib/custom-fields/use-custom-field-options.ts';
import { pathTo } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { AmountInput } from '../../../ui/amount-input.tsx';
import { CustomFieldInputs } from '../../../ui/custom-field-inputs.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { useCreateAutoload } from '../api/autoloads.ts';
import {
  type AutoloadFormOutput,
  type AutoloadFormValues,
  autoloadFormSchema,
  browserTimeZone,
  firstDates,
} from '../model/autoload-form.ts';
import { formatDay } from '../model/format-day.ts';
import { CardMultiSelect } from './card-multi-select.tsx';

type CreateAutoloadDialogProps = { businessId: string; opened: boolean; onClose: () => void };

export function CreateAutoloadDialog({ businessId, opened, onClose }: CreateAutoloadDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('autoloads.createTitle')} size="lg">
      {opened && <CreateAutoloadForm businessId={businessId} onDone={onClose} />}
    </Dialog>
  );
}

function CreateAutoloadForm({ businessId, onDone }: { businessId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { fieldError, apiError } = useTranslatedErrors();
  const organizationId =
    useSession((session) => session.userBusinessContext?.topLevelBusinessId) ?? businessId;
  const { optionsByBusiness } = useCustomFieldOptions([businessId], organizationId, 'loads');
  const customFieldOptions = optionsByBusiness.get(businessId) ?? [];
  const [customFields, setCustomFields] = useState<Record<string, string>>({});
  const timeZone = useMemo(browserTimeZone, []);
  const now = useMemo(() => new Date(), []);
  const create = useCreateAutoload(businessId);
  const form = useForm<AutoloadFormValues, unknown, AutoloadFormOutput>({
    resolver: zodResolver(autoloadFormSchema(now, timeZone)),
    defaultValues: {
      name: '',
      amount: '',
      frequency: 'daily',
      startDate: firstDates(now, timeZone).start,
      endDate: '',
      businessDayRule: 'none',
      shortfallPolicy: 'skip_run',
      cardIds: [],
      memo: '',
    },
  });
  const errors = form.formState.errors;
  const first = firstDates(now, timeZone, form.watch('startDate'));

  const submit = form.handleSubmit(async (input) => {
    try {
      const filled = Object.fromEntries(Object.entries(customFields).filter(([, value]) => value.trim()));
      const detail = await create.mutateAsync({
        name: input.name,
        amountCents: input.amount,
        frequency: input.frequency,
        startDate: input.startDate,
        endDate: input.endDate || undefined,
        businessDayRule: input.businessDayRule,
        shortfallPolicy: input.shortfallPolicy,
        cardIds: input.cardIds,
        memo: input.memo || undefined,
        customFields: Object.keys(filled).length > 0 ? filled : undefined,
        timeZone,
      });
      showSuccessToast(t('autoloads.created', { name: detail.autoload.name }));
      onDone();
      void navigate(pathTo('autoload', { businessId, autoloadId: detail.autoload.id }));
    } catch (error) {
      form.setError('root', { message: apiError(error) });
    }
  });

  return (
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
          data-autofocus
          error={fieldError(errors.name?.message)}
          {...form.register('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <AmountInput
            label={t('autoloads.amountEach')}
            required
            error={fieldError(errors.amount?.message)}
            {...form.register('amount')}
          />
          <Controller
            control={form.control}
            name="frequency"
            render={({ field }) => (
              <Select
                label={t('autoloads.frequency')}
                data={AUTOLOAD_FREQUENCIES.map((value) => ({
                  value,
                  label: t(`autoloads.frequencies.${value}`),
                }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'daily')}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <TextInput
            type="date"
            label={t('autoloads.startDate')}
            required
            min={first.start}
            description={t('autoloads.startHint', { date: formatDay(first.start) })}
            error={fieldError(errors.startDate?.message)}
            {...form.register('startDate')}
          />
          <TextInput
            type="date"
            label={t('autoloads.endDateOptional')}
            min={first.end}
            description={t('autoloads.endHint', { date: formatDay(first.end) })}
            error={fieldError(errors.endDate?.message)}
            {...form.register('endDate')}
          />
        </SimpleGrid>
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
        <Controller
          control={form.control}
          name="cardIds"
          render={({ field }) => (
            <CardMultiSelect
              businessId={businessId}
              value={field.value}
              onChange={field.onChange}
              error={fieldError(errors.cardIds?.message)}
              required
            />
          )}
        />
        <TextInput
          label={t('autoloads.memoOptional')}
          error={fieldError(errors.memo?.message)}
          {...form.register('memo')}
        />
        <CustomFieldInputs
          options={customFieldOptions}
          values={customFields}
          onChange={(name, value) => setCustomFields((values) => ({ ...values, [name]: value }))}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('autoloads.createSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
