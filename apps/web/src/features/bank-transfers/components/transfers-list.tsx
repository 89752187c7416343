import { bankTransferEndpoints } from '@causeway/contracts';
import { TRANSFER_STATUSES, type TransferStatus } from '@causeway/domain';
import { Alert, Button, Center, Loader, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { canCall } from '../../../lib/api/can-call.ts';
import type { UserBusinessContext } from '../../../lib/session/session-store.ts';
import { useCompactLayout } from '../../../ui/use-compact-layout.ts';
import { type Transfer, useTransfers } from '../api/get-transfers.ts';
import { TransferList, TransfersTable } from './transfer-rows.tsx';

type TransfersListProps = {
  /** The business of the page (links stay under it). */
  businessId: string;
  context: UserBusinessContext;
  /** One recipient's transfers (their page), or else the business's with a status filter. */
  recipientId?: string;
};

/** Transfers, newest first, with "Load more"; the business's list filters by status. */
export function TransfersList({ businessId, context, recipientId }: TransfersListProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const [status, setStatus] = useState<TransferStatus | null>(null);
  const transfers = useTransfers(
    recipientId ? { kind: 'recipient', recipientId } : { kind: 'business', businessId, status },
  );
  const rows = transfers.data?.pages.flatMap((page) => page.transfers) ?? [];
  const Rows = useCompactLayout() ? TransferList : TransfersTable;
  const recipientLink = recipientId
    ? false
    : (transfer: Transfer) => canCall(context, bankTransferEndpoints.recipient, transfer.businessId);

  return (
    <Stack>
      {!recipientId && (
        <Select
          label={t('bankTransfers.status')}
          placeholder={t('bankTransfers.allStatuses')}
          data={TRANSFER_STATUSES.map((value) => ({ value, label: t(`bankTransfers.statuses.${value}`) }))}
          value={status}
          onChange={(value) => setStatus(value as TransferStatus | null)}
          clearable
          comboboxProps={{ withinPortal: true }}
          maw={{ base: '100%', xs: 260 }}
        />
      )}
      {transfers.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : transfers.isError ? (
        <Alert color="red">{apiError(transfers.error)}</Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{status ? t('bankTransfers.noMatches') : t('bankTransfers.empty')}</Text>
      ) : (
        <Rows businessId={businessId} transfers={rows} recipientLink={recipientLink} />
      )}
      {transfers.hasNextPage && (
        <Center>
          <Button
            variant="default"
            onClick={() => void transfers.fetchNextPage()}
            loading={transfers.isFetchingNextPage}
          >
            {t('common.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
