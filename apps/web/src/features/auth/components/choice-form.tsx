import { validationMessage } from '@causeway/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Radio, Stack, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';

export type ChoiceOption = { value: string; label: string; description?: string };

const choiceFormSchema = z.object({
  choice: z
    .string({ error: validationMessage('selectionRequired') })
    .min(1, validationMessage('selectionRequired')),
});
type ChoiceForm = z.infer<typeof choiceFormSchema>;

/** One choice among a few cards (portal or business); "one must be chosen to continue". */
export function ChoiceForm({
  label,
  options,
  onChosen,
}: {
  label: string;
  options: readonly ChoiceOption[];
  onChosen: (value: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { fieldError, apiError } = useTranslatedErrors();
  const form = useForm<ChoiceForm>({
    resolver: zodResolver(choiceFormSchema),
    defaultValues: { choice: '' },
  });

  const submit = form.handleSubmit(async ({ choice }) => {
    try {
      await onChosen(choice);
    } catch (error) {
      form.setError('root', { message: apiError(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {form.formState.errors.root && <Alert color="red">{form.formState.errors.root.message}</Alert>}
        <Controller
          control={form.control}
          name="choice"
          render={({ field, fieldState }) => (
            <Radio.Group
              label={label}
              value={field.value}
              onChange={field.onChange}
              error={fieldError(fieldState.error?.message)}
            >
              <Stack gap="sm" mt="xs">
                {options.map((option) => (
                  <Radio.Card key={option.value} value={option.value} p="md" radius="md">
                    <Stack gap={2}>
                      <Text fw={600}>{option.label}</Text>
                      {option.description && (
                        <Text size="sm" c="dimmed">
                          {option.description}
                        </Text>
                      )}
                    </Stack>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('common.continue')}
        </Button>
      </Stack>
    </form>
  );
}
