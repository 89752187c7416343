import { Button, Fieldset, Group, SimpleGrid, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import type { IssueVirtualCardsForm, IssueVirtualCardsInput } from '../api/issue-virtual-cards.ts';

type CardholderFieldsProps = {
  form: UseFormReturn<IssueVirtualCardsForm, unknown, IssueVirtualCardsInput>;
  index: number;
  onRemove?: () => void;
};

/** One cardholder of the issue form: first and last name, email, and an optional phone. */
export function CardholderFields({ form, index, onRemove }: CardholderFieldsProps) {
  const { t } = useTranslation();
  const { fieldError } = useTranslatedErrors();
  const errors = form.formState.errors.cardholders?.[index];
  const legend = t('cards.cardholderNumber', { number: index + 1 });
  return (
    <Fieldset legend={legend} pt="xs">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('register.firstName')}
          autoComplete="off"
          data-autofocus={index === 0 ? true : undefined}
          error={fieldError(errors?.firstName?.message)}
          {...form.register(`cardholders.${index}.firstName`)}
        />
        <TextInput
          label={t('register.lastName')}
          autoComplete="off"
          error={fieldError(errors?.lastName?.message)}
          {...form.register(`cardholders.${index}.lastName`)}
        />
        <TextInput
          type="email"
          dir="ltr"
          label={t('register.email')}
          autoComplete="off"
          error={fieldError(errors?.email?.message)}
          {...form.register(`cardholders.${index}.email`)}
        />
        <TextInput
          type="tel"
          dir="ltr"
          inputMode="numeric"
          label={t('register.phone')}
          description={t('register.phoneHint')}
          autoComplete="off"
          error={fieldError(errors?.phone?.message)}
          {...form.register(`cardholders.${index}.phone`)}
        />
      </SimpleGrid>
      {onRemove && (
        <Group justify="flex-end" mt="xs">
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={14} />}
            aria-label={`${t('cards.removeCardholder')}: ${legend}`}
            onClick={onRemove}
          >
            {t('cards.removeCardholder')}
          </Button>
        </Group>
      )}
    </Fieldset>
  );
}
