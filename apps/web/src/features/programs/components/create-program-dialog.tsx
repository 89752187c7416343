import { PRODUCT_TYPES, type ProductType } from '@causeway/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import {
  type CreateProgramInput,
  createProgramInputSchema,
  useCreateProgram,
} from '../api/create-program.ts';

/** Create a program with a name and a product type (permission createProgram). */
export function CreateProgramDialog({
  businessId,
  opened,
  onClose,
}: {
  businessId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { fieldError, apiError } = useTranslatedErrors();
  const createProgram = useCreateProgram(businessId);
  const form = useForm<CreateProgramInput>({
    resolver: zodResolver(createProgramInputSchema),
    defaultValues: { name: '', productType: 'cards' },
  });

  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (input) => {
    try {
      const { program } = await createProgram.mutateAsync(input);
      showSuccessToast(t('programs.created', { name: program.name }));
      close();
    } catch (error) {
      form.setError('root', { message: apiError(error) });
    }
  });

  return (
    <Dialog opened={opened} onClose={close} title={t('programs.createTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {form.formState.errors.root && (
            <Alert color="red" role="alert">
              {form.formState.errors.root.message}
            </Alert>
          )}
          <TextInput
            label={t('programs.name')}
            data-autofocus
            error={fieldError(form.formState.errors.name?.message)}
            {...form.register('name')}
          />
          <Controller
            control={form.control}
            name="productType"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="product-type-label">
                  {t('programs.productType')}
                </Text>
                <SegmentedControl
                  aria-labelledby="product-type-label"
                  fullWidth
                  orientation="vertical"
                  value={field.value}
                  onChange={(value) => field.onChange(value as ProductType)}
                  data={PRODUCT_TYPES.map((type) => ({ value: type, label: t(`productTypes.${type}`) }))}
                />
              </Stack>
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={createProgram.isPending}>
              {t('programs.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
