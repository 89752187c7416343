import { ACCOUNT_TYPES, type AccountType } from '@causeway/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import {
  bankNumberInput,
  type ManualBankDetails,
  type ManualBankForm,
  manualBankFormSchema,
} from '../model/intake-forms.ts';
import { IntakePanel } from './intake-panel.tsx';
import { NameOnAccountField } from './name-on-account-field.tsx';

type ManualEntryFormProps = {
  initial: ManualBankForm;
  onReview: (details: ManualBankDetails) => void;
  onBack: () => void;
};

// Bank numbers read left to right in every language, with digits of even width.
const NUMBER_STYLE = {
  direction: 'ltr',
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.04em',
} as const;

/**
 * Manual entry (spec §2, §5): name on account (two words or more, a warning for a bank-like name),
 * checking or savings, the account number (digits, at most 17), the routing number (9 digits with
 * the ABA check digit) and the email the result goes to. Review comes next.
 */
export function ManualEntryForm({ initial, onReview, onBack }: ManualEntryFormProps) {
  const { t } = useTranslation();
  const { fieldError } = useTranslatedErrors();
  const form = useForm<ManualBankForm, unknown, ManualBankDetails>({
    resolver: zodResolver(manualBankFormSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const nameOnAccount = form.watch('nameOnAccount');

  const numberField = (name: 'accountNumber' | 'routingNumber', hint: string, label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(bankNumberInput(event.currentTarget.value))}
          label={label}
          description={hint}
          inputMode="numeric"
          autoComplete="off"
          size="md"
          required
          styles={{ input: NUMBER_STYLE }}
          error={fieldError(fieldState.error?.message)}
        />
      )}
    />
  );

  return (
    <IntakePanel heading={t('recipientIntake.manual.heading')} intro={t('recipientIntake.manual.intro')}>
      <form onSubmit={form.handleSubmit(onReview)} noValidate>
        <Stack gap="md">
          <NameOnAccountField
            registration={form.register('nameOnAccount')}
            value={nameOnAccount ?? ''}
            error={errors.nameOnAccount?.message}
          />
          <Controller
            control={form.control}
            name="accountType"
            render={({ field }) => (
              <Radio.Group
                label={t('recipientIntake.fields.accountType')}
                value={field.value}
                onChange={(value) => field.onChange(value as AccountType)}
                size="md"
                required
                error={fieldError(errors.accountType?.message)}
              >
                <Stack gap={0} mt={4}>
                  {ACCOUNT_TYPES.map((type) => (
                    <Radio
                      key={type}
                      value={type}
                      label={t(`recipientIntake.fields.accountTypes.${type}`)}
                      styles={{ body: { alignItems: 'center', minHeight: 44 } }}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          {numberField(
            'routingNumber',
            t('recipientIntake.fields.routingNumberHint'),
            t('recipientIntake.fields.routingNumber'),
          )}
          {numberField(
            'accountNumber',
            t('recipientIntake.fields.accountNumberHint'),
            t('recipientIntake.fields.accountNumber'),
          )}
          <TextInput
            label={t('recipientIntake.fields.email')}
            description={t('recipientIntake.fields.emailHint')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            size="md"
            required
            error={fieldError(errors.email?.message)}
            {...form.register('email')}
          />
          <Group justify="space-between" gap="sm" wrap="wrap-reverse">
            <Button variant="default" size="md" onClick={onBack}>
              {t('recipientIntake.common.back')}
            </Button>
            <Button type="submit" size="md">
              {t('recipientIntake.manual.review')}
            </Button>
          </Group>
        </Stack>
      </form>
    </IntakePanel>
  );
}
