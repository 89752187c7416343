import type { CardSummary } from '@causeway/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isolateLtr } from '../../../i18n/isolate-ltr.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { useResendVirtualCard } from '../api/card-actions.ts';
import { holderName } from '../logic/holder-name.ts';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';

type ResendVirtualDialogProps = { card: CardSummary; opened: boolean; onClose: () => void };

/** resendVirtualCard: the holder gets the email about their virtual card again. */
export function ResendVirtualDialog({ card, opened, onClose }: ResendVirtualDialogProps) {
  const { t } = useTranslation();
  const resend = useResendVirtualCard(card.id);

  const run = async () => {
    const { sentTo } = await resend.mutateAsync();
    showSuccessToast(t('cardActions.resendVirtual.done', { email: isolateLtr(sentTo) }));
    onClose();
  };

  return (
    <ConfirmActionDialog
      opened={opened}
      onClose={onClose}
      title={t('cardActions.resendVirtual.title')}
      confirmLabel={t('cardActions.resendVirtual.confirm')}
      pending={resend.isPending}
      onConfirm={run}
    >
      <Text size="sm">
        {card.cardholder.email
          ? t('cardActions.resendVirtual.body', {
              name: holderName(card),
              email: isolateLtr(card.cardholder.email),
            })
          : t('cardActions.resendVirtual.bodyNoEmail', { name: holderName(card) })}
      </Text>
    </ConfirmActionDialog>
  );
}
