import type { TransferStatus } from '@causeway/domain';
import { Badge, type BadgeProps, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Transfer } from '../api/get-transfers.ts';
import { APPROVAL_COLORS, TRANSFER_STATUS_COLORS } from '../model/transfer-view.ts';

export function TransferStatusBadge({ status, ...props }: BadgeProps & { status: TransferStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={TRANSFER_STATUS_COLORS[status]} {...props}>
      {t(`bankTransfers.statuses.${status}`)}
    </Badge>
  );
}

/** Waiting for, or refused by, a second person; an approval names who gave it. */
export function ApprovalState({ transfer, size = 'sm' }: { transfer: Transfer; size?: BadgeProps['size'] }) {
  const { t } = useTranslation();
  if (transfer.approval === 'not_required') return null;
  if (transfer.approval === 'approved') {
    return (
      <Text size="xs" c="dimmed">
        {transfer.approvedBy
          ? t('bankTransfers.approvedBy', { name: transfer.approvedBy.name })
          : t('bankTransfers.approvals.approved')}
      </Text>
    );
  }
  return (
    <Badge variant="light" color={APPROVAL_COLORS[transfer.approval]} size={size}>
      {t(`bankTransfers.approvals.${transfer.approval}`)}
    </Badge>
  );
}

/** The failure reason in the reader's language, the bank's own code (R03, AC04) small beside it. */
export function FailureReason({ transfer }: { transfer: Transfer }) {
  const { t } = useTranslation();
  if (!transfer.failureReason && !transfer.failureCode) return null;
  return (
    <Text size="xs" c="red.8">
      {transfer.failureReason
        ? t(`bankTransfers.failureReasons.${transfer.failureReason}`)
        : t('bankTransfers.failed')}
      {transfer.failureCode && (
        <Text span size="xs" c="dimmed" ff="monospace" ms={4}>
          <bdi dir="ltr">{transfer.failureCode}</bdi>
        </Text>
      )}
    </Text>
  );
}
