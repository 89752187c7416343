import type { CardSummary } from '@causeway/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { EMPTY_PERSON, personFormSchema } from '../../../lib/person-form.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { formatCentsInText } from '../../../ui/money-format.ts';
import { PersonFields } from '../../../ui/person-fields.tsx';
import { useReassociateCard } from '../api/card-actions.ts';
import { holderName } from '../logic/holder-name.ts';

// The new holder: the domain's name, email and phone rules; a blank phone sends none.
const reassociateInputSchema = z.object({ cardholder: personFormSchema });
type ReassociateForm = z.input<typeof reassociateInputSchema>;
type ReassociateInput = z.output<typeof reassociateInputSchema>;

type ReassociateDialogProps = { card: CardSummary; opened: boolean; onClose: () => void };

/** orderCard: gives the card, with its balance, to another person of the same business. */
export function ReassociateDialog({ card, opened, onClose }: ReassociateDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('cardActions.reassociate.title')} size="lg">
      <ReassociateFormBody card={card} onDone={onClose} />
    </Dialog>
  );
}

function ReassociateFormBody({ card, onDone }: { card: CardSummary; onDone: () => void }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const reassociate = useReassociateCard(card.id);
  // The card as it was when the dialog opened: after success it refreshes to the new holder.
  const [before] = useState(card);
  const form = useForm<ReassociateForm, unknown, ReassociateInput>({
    resolver: zodResolver(reassociateInputSchema),
    defaultValues: { cardholder: EMPTY_PERSON },
  });
  const errors = form.formState.errors.cardholder;

  const submit = form.handleSubmit(async ({ cardholder }) => {
    try {
      const result = await reassociate.mutateAsync({ cardholder });
      showSuccessToast(t('cardActions.reassociate.done', { name: holderName(result.card) }));
      onDone();
    } catch (error) {
      form.setError('root', { message: apiError(error) });
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
        <Text size="sm">
          {t('cardActions.reassociate.body', {
            name: holderName(before),
            available: formatCentsInText(before.balance.availableCents),
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t(
            card.form === 'virtual' ? 'cardActions.reassociate.noteVirtual' : 'cardActions.reassociate.note',
          )}
        </Text>
        <PersonFields register={(field) => form.register(`cardholder.${field}`)} errors={errors} autoFocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={reassociate.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={reassociate.isPending}>
            {t('cardActions.reassociate.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
