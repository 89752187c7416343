import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { type LockAction, useChangeCardLock } from '../api/lock-card.ts';

type LockDialogProps = {
  cardId: string;
  action: LockAction;
  onClose: () => void;
  /** After the API answered: the page says what changed. */
  onDone: (action: LockAction) => void;
};

/**
 * The lock or unlock confirmation (cardholder spec §4): what will happen, then Cancel or the action.
 * A refusal (a card the organisation froze or closed meanwhile) shows in the dialog, translated.
 */
export function LockDialog({ cardId, action, onClose, onDone }: LockDialogProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const change = useChangeCardLock(cardId);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      await change.mutateAsync(action);
      onDone(action);
    } catch (failure) {
      setError(apiError(failure));
    }
  };

  return (
    <Dialog opened onClose={onClose} title={t(`cardholderCards.${action}.title`)}>
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Text>{t(`cardholderCards.${action}.body`)}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={onClose} disabled={change.isPending}>
            {t('common.cancel')}
          </Button>
          <Button mih={44} loading={change.isPending} onClick={confirm} data-autofocus>
            {t(`cardholderCards.${action}.confirm`)}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
