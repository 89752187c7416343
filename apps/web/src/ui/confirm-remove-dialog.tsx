import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../i18n/use-translated-errors.ts';
import { showErrorToast } from '../lib/toast.ts';
import { Dialog } from './dialog.tsx';

type ConfirmRemoveDialogProps = {
  title: string;
  /** What will be removed, in the reader's words. */
  children: ReactNode;
  /** The red button's label. */
  confirmLabel: string;
  pending: boolean;
  /** Removes the item (toast and close included); a rejection shows as an error toast. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
};

/** An open dialog that asks before removing something: Cancel, or the red remove button. */
export function ConfirmRemoveDialog({
  title,
  children,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: ConfirmRemoveDialogProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const confirm = async () => {
    try {
      await onConfirm();
    } catch (error) {
      showErrorToast(apiError(error));
    }
  };
  return (
    <Dialog opened onClose={onClose} title={title}>
      <Stack>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
