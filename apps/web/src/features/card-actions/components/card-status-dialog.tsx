import type { CardSummary } from '@causeway/contracts';
import type { CardTransitionName } from '@causeway/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showSuccessToast } from '../../../lib/toast.ts';
import { formatCentsInText } from '../../../ui/money-format.ts';
import { useChangeCardStatus } from '../api/card-actions.ts';
import { holderName } from '../logic/holder-name.ts';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';

type CardStatusDialogProps = {
  card: CardSummary;
  action: CardTransitionName;
  opened: boolean;
  onClose: () => void;
};

/** Activate, lock, unlock, freeze, unfreeze or close the card, after saying what that does. */
export function CardStatusDialog({ card, action, opened, onClose }: CardStatusDialogProps) {
  const { t } = useTranslation();
  const change = useChangeCardStatus(card.id);
  const name = holderName(card);
  const available = formatCentsInText(card.balance.availableCents);
  const isClose = action === 'close';

  const run = async () => {
    await change.mutateAsync(action);
    showSuccessToast(t(`cardActions.${action}.done`, { name }));
    onClose();
  };

  return (
    <ConfirmActionDialog
      opened={opened}
      onClose={onClose}
      title={t(`cardActions.${action}.title`)}
      confirmLabel={t(`cardActions.${action}.confirm`)}
      acknowledgement={isClose ? t('cardActions.close.acknowledge') : undefined}
      pending={change.isPending}
      onConfirm={run}
    >
      <Text size="sm">{t(`cardActions.${action}.body`, { name })}</Text>
      {isClose && (
        <Text size="sm">
          {t(card.balance.heldCents > 0 ? 'cardActions.close.fundsWithHolds' : 'cardActions.close.funds', {
            available,
            held: formatCentsInText(card.balance.heldCents),
          })}
        </Text>
      )}
    </ConfirmActionDialog>
  );
}
