import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { useSetCardPin } from '../api/set-card-pin.ts';
import { type PinForm, pinFormSchema } from '../logic/card-details-form.ts';
import { cardErrorTarget } from '../logic/card-errors.ts';
import { PinFields } from './card-details-fields.tsx';
import { FormAlert } from './form-alert.tsx';

/**
 * A new PIN for one of the signed-in cardholder's cards. A status that refuses a PIN (frozen,
 * closed) answers pinNotAllowedForStatus: "contact your organization or support".
 */
export function SetPinForm({
  cardId,
  onPinSet,
  secondaryAction,
}: {
  cardId: string;
  onPinSet: (pin: string) => void;
  secondaryAction?: ReactNode;
}) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const setPin = useSetCardPin();
  const form = useForm<PinForm>({
    resolver: zodResolver(pinFormSchema),
    defaultValues: { pin: '', confirmPin: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (pin) => {
    try {
      await setPin.mutateAsync({ cardId, pin });
      onPinSet(pin.pin);
    } catch (error) {
      form.setError(cardErrorTarget(error, ['pin', 'confirmPin'] as const), { message: apiError(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {errors.root && <FormAlert>{errors.root.message}</FormAlert>}
        <PinFields control={form.control} />
        <Button type="submit" size="md" loading={form.formState.isSubmitting}>
          {t('cardLinking.setPin.submit')}
        </Button>
        {secondaryAction}
      </Stack>
    </form>
  );
}
