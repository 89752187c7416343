import { Anchor, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { pathTo } from '../../../lib/paths.ts';
import { CompactList, CompactRow } from '../../../ui/compact-row.tsx';
import { MoneyText } from '../../../ui/money-text.tsx';
import type { Transfer } from '../api/get-transfers.ts';
import { transferDate } from '../model/transfer-view.ts';
import { formatDay } from './format-day.ts';
import { ApprovalState, FailureReason, TransferStatusBadge } from './transfer-badges.tsx';

export type TransferRowsProps = {
  /** The business of the page: recipient links stay under it. */
  businessId: string;
  transfers: readonly Transfer[];
  /** Whether the recipient's name links to their page (viewIndividualRecipient); false hides the column. */
  recipientLink: ((transfer: Transfer) => boolean) | false;
  /** Buttons per row (Approve, Reject). */
  rowActions?: (transfer: Transfer) => ReactNode;
  /** A line under a row (a refusal of its approval). */
  rowNote?: (transfer: Transfer) => ReactNode;
};

function RecipientName({
  businessId,
  transfer,
  link,
}: {
  businessId: string;
  transfer: Transfer;
  link: boolean;
}) {
  return link ? (
    <Anchor
      component={Link}
      to={pathTo('recipient', { businessId, recipientId: transfer.recipient.id })}
      fw={500}
      c="inherit"
    >
      <bdi>{transfer.recipient.name}</bdi>
    </Anchor>
  ) : (
    <Text span fw={500}>
      <bdi>{transfer.recipient.name}</bdi>
    </Text>
  );
}

function DateLine({ transfer }: { transfer: Transfer }) {
  const { t } = useTranslation();
  const { kind, date } = transferDate(transfer);
  return (
    <Text size="xs" c="dimmed">
      {kind === 'expected'
        ? t('bankTransfers.expectedBy', { date: formatDay(date) })
        : t(`bankTransfers.dated.${kind}`, { date: formatDateTime(date) })}
    </Text>
  );
}

/** The transfers on a wide screen. */
export function TransfersTable({
  businessId,
  transfers,
  recipientLink,
  rowActions,
  rowNote,
}: TransferRowsProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={recipientLink === false ? 620 : 760}>
      <Table verticalSpacing="sm" aria-label={t('bankTransfers.heading')}>
        <Table.Thead>
          <Table.Tr>
            {recipientLink !== false && <Table.Th>{t('bankTransfers.recipient')}</Table.Th>}
            <Table.Th ta="end">{t('bankTransfers.amount')}</Table.Th>
            <Table.Th>{t('bankTransfers.speed')}</Table.Th>
            <Table.Th>{t('bankTransfers.status')}</Table.Th>
            <Table.Th>{t('bankTransfers.date')}</Table.Th>
            {rowActions && (
              <Table.Th>
                <VisuallyHidden>{t('bankTransfers.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transfers.map((transfer) => (
            <Table.Tr key={transfer.id}>
              {recipientLink !== false && (
                <Table.Td>
                  <Stack gap={0}>
                    <RecipientName
                      businessId={businessId}
                      transfer={transfer}
                      link={recipientLink(transfer)}
                    />
                    {transfer.memo && (
                      <Text size="xs" c="dimmed">
                        <bdi>{transfer.memo}</bdi>
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
              )}
              <Table.Td ta="end">
                <MoneyText cents={transfer.amountCents} fw={500} />
              </Table.Td>
              <Table.Td>{t(`bankTransfers.speeds.${transfer.speed}`)}</Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Group gap={4}>
                    <TransferStatusBadge status={transfer.status} />
                    <ApprovalState transfer={transfer} />
                  </Group>
                  <FailureReason transfer={transfer} />
                  {rowNote?.(transfer)}
                </Stack>
              </Table.Td>
              <Table.Td>
                <DateLine transfer={transfer} />
                <Text size="xs" c="dimmed">
                  {t('bankTransfers.sentOn', { date: formatDateTime(transfer.createdAt) })}
                </Text>
              </Table.Td>
              {rowActions && <Table.Td ta="end">{rowActions(transfer)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The transfers on a narrow screen: stacked rows, the amount at the end, actions below. */
export function TransferList({
  businessId,
  transfers,
  recipientLink,
  rowActions,
  rowNote,
}: TransferRowsProps) {
  const { t } = useTranslation();
  return (
    <CompactList label={t('bankTransfers.heading')}>
      {transfers.map((transfer) => (
        <CompactRow
          key={transfer.id}
          aside={
            <>
              <MoneyText cents={transfer.amountCents} fw={600} />
              <Text size="xs" c="dimmed" ta="end">
                {t(`bankTransfers.speeds.${transfer.speed}`)}
              </Text>
            </>
          }
        >
          {recipientLink !== false && (
            <RecipientName businessId={businessId} transfer={transfer} link={recipientLink(transfer)} />
          )}
          <Group gap={4}>
            <TransferStatusBadge status={transfer.status} size="sm" />
            <ApprovalState transfer={transfer} />
          </Group>
          <FailureReason transfer={transfer} />
          <DateLine transfer={transfer} />
          {transfer.memo && (
            <Text size="xs" c="dimmed">
              <bdi>{transfer.memo}</bdi>
            </Text>
          )}
          {rowNote?.(transfer)}
          {rowActions && (
            <Group gap="xs" mt={4}>
              {rowActions(transfer)}
            </Group>
          )}
        </CompactRow>
      ))}
    </CompactList>
  );
}
