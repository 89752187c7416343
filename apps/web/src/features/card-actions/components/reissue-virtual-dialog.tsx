import type { CardSummary } from '@causeway/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useIdempotencyKey } from '../../../lib/api/idempotency-key.ts';
import { pathTo } from '../../../lib/paths.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { formatCentsInText } from '../../../ui/money-format.ts';
import { useReissueVirtualCard } from '../api/card-actions.ts';
import { holderName } from '../logic/holder-name.ts';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';

type ReissueVirtualDialogProps = {
  card: CardSummary;
  businessId: string;
  opened: boolean;
  onClose: () => void;
};

/**
 * replaceCard for a virtual card: a new number for the same holder, the available funds moved to
 * it, this card closed. Mounted once per user action, so a retry reuses its Idempotency-Key. On
 * success the page moves to the new card.
 */
export function ReissueVirtualDialog({ card, businessId, opened, onClose }: ReissueVirtualDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [idempotencyKey, renewKeyAfter] = useIdempotencyKey();
  const reissue = useReissueVirtualCard(card.id);
  const name = holderName(card);

  const run = async () => {
    const result = await reissue.mutateAsync(idempotencyKey).catch((error: unknown) => {
      renewKeyAfter(error);
      throw error;
    });
    showSuccessToast(t('cardActions.reissueVirtual.done', { name, last4: result.card.last4 }));
    onClose();
    navigate(pathTo('card', { businessId, cardId: result.card.id }));
  };

  return (
    <ConfirmActionDialog
      opened={opened}
      onClose={onClose}
      title={t('cardActions.reissueVirtual.title')}
      confirmLabel={t('cardActions.reissueVirtual.confirm')}
      pending={reissue.isPending}
      onConfirm={run}
    >
      <Text size="sm">{t('cardActions.reissueVirtual.body', { name })}</Text>
      <Text size="sm">
        {t(
          card.balance.heldCents > 0
            ? 'cardActions.reissueVirtual.fundsWithHolds'
            : 'cardActions.reissueVirtual.funds',
          {
            available: formatCentsInText(card.balance.availableCents),
            held: formatCentsInText(card.balance.heldCents),
          },
        )}
      </Text>
    </ConfirmActionDialog>
  );
}
