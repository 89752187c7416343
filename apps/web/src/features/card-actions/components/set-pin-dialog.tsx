import type { CardSummary } from '@causeway/contracts';
import { pinWithConfirmationSchema } from '@causeway/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { useSetCardPin } from '../api/card-actions.ts';
import { holderName } from '../logic/holder-name.ts';

type PinForm = z.input<typeof pinWithConfirmationSchema>;
type PinInput = z.output<typeof pinWithConfirmationSchema>;

type SetPinDialogProps = { card: CardSummary; opened: boolean; onClose: () => void };

/** setPin: a new four-digit PIN, typed twice (the domain's rule and messages). */
export function SetPinDialog({ card, opened, onClose }: SetPinDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('cardActions.setPin.title')}>
      <SetPinForm card={card} onDone={onClose} />
    </Dialog>
  );
}

function SetPinForm({ card, onDone }: { card: CardSummary; onDone: () => void }) {
  const { t } = useTranslation();
  const { fieldError, apiError } = useTranslatedErrors();
  const setPin = useSetCardPin(card.id);
  const form = useForm<PinForm, unknown, PinInput>({
    resolver: zodResolver(pinWithConfirmationSchema),
    defaultValues: { pin: '', confirmPin: '' },
  });
  // The PIN messages are validation codes, translated like any other.
  const pinError = fieldError;

  const submit = form.handleSubmit(async (input) => {
    try {
      await setPin.mutateAsync(input);
      showSuccessToast(t('cardActions.setPin.done', { name: holderName(card) }));
      onDone();
    } catch (error) {
      form.setError('root', { message: apiError(error) });
    }
  });

  const pinProps = { dir: 'ltr', inputMode: 'numeric', maxLength: 4, autoComplete: 'off' } as const;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {form.formState.errors.root && (
          <Alert color="red" role="alert">
            {form.formState.errors.root.message}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('cardActions.setPin.body', { name: holderName(card) })}
        </Text>
        <PasswordField
          label={t('cardActions.setPin.pin')}
          data-autofocus
          error={pinError(form.formState.errors.pin?.message)}
          {...pinProps}
          {...form.register('pin')}
        />
        <PasswordField
          label={t('cardActions.setPin.confirmPin')}
          error={pinError(form.formState.errors.confirmPin?.message)}
          {...pinProps}
          {...form.register('confirmPin')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={setPin.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={setPin.isPending}>
            {t('cardActions.setPin.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
