import { Button, Fieldset, Group } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MessageLanguageSelect } from '../../../ui/message-language-select.tsx';
import { PersonFields } from '../../../ui/person-fields.tsx';
import type { IssueVirtualCardsForm, IssueVirtualCardsInput } from '../api/issue-virtual-cards.ts';

type CardholderFieldsProps = {
  form: UseFormReturn<IssueVirtualCardsForm, unknown, IssueVirtualCardsInput>;
  index: number;
  onRemove?: () => void;
};

/** One cardholder of the issue form: name, email, an optional phone and the language they read. */
export function CardholderFields({ form, index, onRemove }: CardholderFieldsProps) {
  const { t } = useTranslation();
  const errors = form.formState.errors.cardholders?.[index];
  const legend = t('cards.cardholderNumber', { number: index + 1 });
  return (
    <Fieldset legend={legend} pt="xs">
      <PersonFields
        register={(field) => form.register(`cardholders.${index}.${field}`)}
        errors={errors}
        autoFocus={index === 0}
      />
      <MessageLanguageSelect
        mt="sm"
        label={t('orders.orderDialog.cardholderLanguage')}
        description={t('orders.orderDialog.cardholderLanguageHint')}
        {...form.register(`cardholders.${index}.language`)}
      />
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
