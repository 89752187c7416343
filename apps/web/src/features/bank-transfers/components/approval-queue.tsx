import { bankTransferEndpoints } from '@causeway/contracts';
import { Alert, Button, Center, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { canCall } from '../../../lib/api/can-call.ts';
import type { UserBusinessContext } from '../../../lib/session/session-store.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { formatCentsInText } from '../../../ui/money-format.ts';
import { useCompactLayout } from '../../../ui/use-compact-layout.ts';
import { type Transfer, usePendingApprovals } from '../api/get-transfers.ts';
import { type Review, useReviewTransfer } from '../api/review-transfer.ts';
import { TransferList, TransfersTable } from './transfer-rows.tsx';

type ApprovalQueueProps = { businessId: string; context: UserBusinessContext };

/**
 * Transfers above the approval threshold, waiting for a second person (maker-checker). Approve and
 * Reject show with the permission; the API refuses the person who sent it (approver_is_maker).
 */
export function ApprovalQueue({ businessId, context }: ApprovalQueueProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const pending = usePendingApprovals(businessId);
  const review = useReviewTransfer();
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [rejecting, setRejecting] = useState<Transfer | null>(null);
  const Rows = useCompactLayout() ? TransferList : TransfersTable;
  const rows = pending.data?.pages.flatMap((page) => page.transfers) ?? [];
  const canReview = (transfer: Transfer) =>
    canCall(context, bankTransferEndpoints.approveTransfer, transfer.businessId);

  const decide = async (transfer: Transfer, decision: Review): Promise<boolean> => {
    setRefusals(({ [transfer.id]: _, ...others }) => others);
    try {
      await review.mutateAsync(decision);
      const values = { amount: formatCentsInText(transfer.amountCents), name: transfer.recipient.name };
      showSuccessToast(
        decision.decision === 'approve'
          ? t('bankTransfers.approval.approved', values)
          : t('bankTransfers.approval.rejected', values),
      );
      return true;
    } catch (error) {
      setRefusals((current) => ({ ...current, [transfer.id]: apiError(error) }));
      return false;
    }
  };
  const busy = (transfer: Transfer) => review.isPending && review.variables?.transferId === transfer.id;

  if (pending.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (pending.isError) return <Alert color="red">{apiError(pending.error)}</Alert>;

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('bankTransfers.approval.intro')}
      </Text>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('bankTransfers.approval.empty')}</Text>
      ) : (
        <Rows
          businessId={businessId}
          transfers={rows}
          recipientLink={(transfer) => canCall(context, bankTransferEndpoints.recipient, transfer.businessId)}
          rowNote={(transfer) =>
            refusals[transfer.id] ? (
              <Text size="sm" c="red.8" role="alert">
                {refusals[transfer.id]}
              </Text>
            ) : (
              transfer.createdBy && (
                <Text size="xs" c="dimmed">
                  {t('bankTransfers.sentBy', { name: transfer.createdBy.name })}
                </Text>
              )
            )
          }
          rowActions={(transfer) =>
            canReview(transfer) && (
              <Group gap="xs" wrap="nowrap" justify="flex-end">
                <Button
                  size="xs"
                  color="teal"
                  leftSection={<IconCheck size={16} />}
                  loading={busy(transfer) && review.variables?.decision === 'approve'}
                  disabled={busy(transfer)}
                  onClick={() => void decide(transfer, { transferId: transfer.id, decision: 'approve' })}
                >
                  {t('bankTransfers.approval.approve')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconX size={16} />}
                  disabled={busy(transfer)}
                  onClick={() => setRejecting(transfer)}
                >
                  {t('bankTransfers.approval.reject')}
                </Button>
              </Group>
            )
          }
        />
      )}
      {pending.hasNextPage && (
        <Center>
          <Button
            variant="default"
            onClick={() => void pending.fetchNextPage()}
            loading={pending.isFetchingNextPage}
          >
            {t('common.loadMore')}
          </Button>
        </Center>
      )}
      <Dialog
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t('bankTransfers.approval.rejectTitle')}
      >
        {rejecting && (
          <RejectForm
            transfer={rejecting}
            loading={busy(rejecting)}
            onCancel={() => setRejecting(null)}
            onReject={async (reason) => {
              const transfer = rejecting;
              setRejecting(null);
              await decide(transfer, { transferId: transfer.id, decision: 'reject', reason });
            }}
          />
        )}
      </Dialog>
    </Stack>
  );
}

function RejectForm({
  transfer,
  loading,
  onCancel,
  onReject,
}: {
  transfer: Transfer;
  loading: boolean;
  onCancel: () => void;
  onReject: (reason: string | undefined) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Stack>
      <Text size="sm">
        {t('bankTransfers.approval.rejectConfirm', {
          amount: formatCentsInText(transfer.amountCents),
          name: transfer.recipient.name,
        })}
      </Text>
      <Textarea
        label={t('bankTransfers.approval.reasonOptional')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        maxLength={255}
        autosize
        minRows={2}
        data-autofocus
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button color="red" loading={loading} onClick={() => void onReject(reason.trim() || undefined)}>
          {t('bankTransfers.approval.reject')}
        </Button>
      </Group>
    </Stack>
  );
}
