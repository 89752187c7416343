import { Alert, Button, Checkbox, Group, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { Dialog } from '../../../ui/dialog.tsx';

export type ConfirmActionDialogProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What will happen, in the reader's words. */
  children: ReactNode;
  confirmLabel: string;
  /** A final action: red button, and a box to tick before it can be pressed. */
  acknowledgement?: string;
  pending: boolean;
  /** Runs the action; a rejection is shown in the dialog, which then stays open for a retry. */
  onConfirm: () => Promise<void>;
};

/** The confirmation every card action goes through: what will happen, then Cancel or the action. */
export function ConfirmActionDialog({ opened, onClose, title, ...body }: ConfirmActionDialogProps) {
  return (
    <Dialog opened={opened} onClose={onClose} title={title}>
      <ConfirmBody onClose={onClose} {...body} />
    </Dialog>
  );
}

type ConfirmBodyProps = Omit<ConfirmActionDialogProps, 'opened' | 'title'>;

function ConfirmBody({
  onClose,
  children,
  confirmLabel,
  acknowledgement,
  pending,
  onConfirm,
}: ConfirmBodyProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const [error, setError] = useState<string | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);

  const confirm = async () => {
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(apiError(failure));
    }
  };

  return (
    <Stack>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {children}
      {acknowledgement && (
        <Checkbox
          label={acknowledgement}
          checked={acknowledged}
          onChange={(event) => setAcknowledged(event.currentTarget.checked)}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button
          color={acknowledgement ? 'red' : undefined}
          loading={pending}
          disabled={Boolean(acknowledgement) && !acknowledged}
          onClick={confirm}
          data-autofocus={acknowledgement ? undefined : true}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
