import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { useUpdateRecipient } from '../api/change-recipient.ts';
import type { Recipient } from '../api/get-recipients.ts';
import {
  RECIPIENT_FIELDS,
  type RecipientForm,
  type RecipientInput,
  recipientFormSchema,
  recipientFormValues,
  updateRecipientBody,
} from '../model/recipient-form.ts';
import { serverFieldErrors } from '../model/server-field-errors.ts';
import { RecipientFields } from './recipient-fields.tsx';

type EditRecipientDialogProps = { recipient: Recipient; opened: boolean; onClose: () => void };

/** Change the recipient's type, name, email or phone (permission updateRecipient). */
export function EditRecipientDialog({ recipient, opened, onClose }: EditRecipientDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('recipients.editTitle')} size="lg">
      <EditForm recipient={recipient} onDone={onClose} />
    </Dialog>
  );
}

const FORM_FIELDS = new Set<string>(RECIPIENT_FIELDS);

function EditForm({ recipient, onDone }: { recipient: Recipient; onDone: () => void }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const update = useUpdateRecipient(recipient.id);
  const form = useForm<RecipientForm, unknown, RecipientInput>({
    resolver: zodResolver(recipientFormSchema),
    defaultValues: recipientFormValues(recipient),
  });
  const type = form.watch('type');

  const submit = form.handleSubmit(async (input) => {
    const body = updateRecipientBody(recipient, input);
    if (!body) {
      onDone();
      return;
    }
    try {
      await update.mutateAsync(body);
      showSuccessToast(t('recipients.updated', { name: input.name }));
      onDone();
    } catch (error) {
      const fields = serverFieldErrors(error, FORM_FIELDS);
      if (fields.length === 0) form.setError('root', { message: apiError(error) });
      for (const { field, message } of fields) form.setError(field as keyof RecipientForm, { message });
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
        <RecipientFields
          register={(field) => form.register(field)}
          errors={form.formState.errors}
          type={type}
          onTypeChange={(value) => form.setValue('type', value, { shouldDirty: true })}
          autoFocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('recipients.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
