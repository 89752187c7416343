import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { CompactList, CompactRow } from '../../../ui/compact-row.tsx';
import { MoneyText } from '../../../ui/money-text.tsx';
import { useCompactLayout } from '../../../ui/use-compact-layout.ts';
import { type PlayedPurchase, purchaseActions, type SandboxTransaction } from '../model/played-purchases.ts';
import { useDeclineReason } from './purchase-result.tsx';
import { type SettleAction, SettleDialog } from './settle-dialogs.tsx';

const STATUS_COLORS = {
  approved: 'blue',
  declined: 'red',
  cleared: 'teal',
  reversed: 'gray',
  refunded: 'grape',
} as const;

type PlayedPurchasesListProps = {
  played: readonly PlayedPurchase[];
  onSettled: (transaction: SandboxTransaction, action: SettleAction) => void;
  onForget: () => void;
};

/** The purchases played in this session, newest first, with what the network may still do to each. */
export function PlayedPurchasesList({ played, onSettled, onForget }: PlayedPurchasesListProps) {
  const { t } = useTranslation();
  const compact = useCompactLayout();
  const [open, setOpen] = useState<{ action: SettleAction; id: string } | null>(null);
  const chosen = open ? (played.find((item) => item.transaction.id === open.id) ?? null) : null;
  const openAction = (action: SettleAction, id: string) => setOpen({ action, id });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="sandbox-played-heading">
      <Stack>
        <Group justify="space-between">
          <Stack gap={2}>
            <Title order={2} size="h3" id="sandbox-played-heading">
              {t('sandbox.played.heading')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('sandbox.played.intro')}
            </Text>
          </Stack>
          {played.length > 0 && (
            <Button variant="subtle" color="gray" size="compact-sm" onClick={onForget}>
              {t('sandbox.played.forget')}
            </Button>
          )}
        </Group>
        {played.length === 0 ? (
          <Text c="dimmed">{t('sandbox.played.empty')}</Text>
        ) : compact ? (
          <CompactList label={t('sandbox.played.heading')}>
            {played.map((item) => (
              <CompactRow
                key={item.transaction.id}
                aside={
                  <>
                    <MoneyText cents={item.transaction.requestedAmount.value} fw={600} />
                    <StatusBadge transaction={item.transaction} />
                  </>
                }
              >
                <PurchaseDescription item={item} />
                <ActionButtons item={item} onAction={openAction} />
              </CompactRow>
            ))}
          </CompactList>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('sandbox.played.purchase')}</Table.Th>
                  <Table.Th>{t('sandbox.played.status')}</Table.Th>
                  <Table.Th ta="end">{t('sandbox.played.amount')}</Table.Th>
                  <Table.Th>{t('sandbox.played.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {played.map((item) => (
                  <Table.Tr key={item.transaction.id}>
                    <Table.Td>
                      <PurchaseDescription item={item} />
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge transaction={item.transaction} />
                    </Table.Td>
                    <Table.Td ta="end">
                      <Amounts transaction={item.transaction} />
                    </Table.Td>
                    <Table.Td>
                      <ActionButtons item={item} onAction={openAction} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <SettleDialog
        action={chosen ? (open?.action ?? null) : null}
        played={chosen}
        onClose={() => setOpen(null)}
        onSettled={onSettled}
      />
    </Paper>
  );
}

function PurchaseDescription({ item }: { item: PlayedPurchase }) {
  const { transaction, cardLabel } = item;
  const declineReason = useDeclineReason();
  return (
    <Stack gap={0} miw={0}>
      <Text fw={500} truncate>
        <bdi>{transaction.merchant.name ?? ''}</bdi>{' '}
        <Text component="span" c="dimmed" size="sm">
          <bdi dir="ltr">MCC {transaction.merchant.mcc ?? ''}</bdi>
        </Text>
      </Text>
      <Text size="sm" c="dimmed">
        <bdi>{cardLabel.name}</bdi> <bdi dir="ltr">•••• {cardLabel.last4}</bdi> ·{' '}
        {formatDateTime(transaction.createdAt)}
      </Text>
      {transaction.transactionEventStatus === 'declined' && (
        <Text size="sm" c="red.8">
          {declineReason(transaction)}
        </Text>
      )}
    </Stack>
  );
}

function StatusBadge({ transaction }: { transaction: SandboxTransaction }) {
  const { t } = useTranslation();
  const status = transaction.transactionEventStatus;
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {t(`sandbox.status.${status}`)}
    </Badge>
  );
}

function Amounts({ transaction }: { transaction: SandboxTransaction }) {
  const { t } = useTranslation();
  const differs = transaction.approvedAmount.value !== transaction.requestedAmount.value;
  return (
    <Stack gap={0} align="flex-end">
      <MoneyText cents={transaction.requestedAmount.value} fw={600} />
      {differs && transaction.transactionEventStatus === 'cleared' && (
        <Text size="xs" c="dimmed">
          {t('sandbox.played.clearedFor')} <MoneyText cents={transaction.approvedAmount.value} />
        </Text>
      )}
      {transaction.refundedAmount.value > 0 && (
        <Text size="xs" c="dimmed">
          {t('sandbox.played.refunded')} <MoneyText cents={transaction.refundedAmount.value} />
        </Text>
      )}
    </Stack>
  );
}

function ActionButtons({
  item,
  onAction,
}: {
  item: PlayedPurchase;
  onAction: (action: SettleAction, id: string) => void;
}) {
  const { t } = useTranslation();
  const actions = purchaseActions(item.transaction);
  const label = `${item.transaction.merchant.name ?? ''}, ${item.cardLabel.name} •••• ${item.cardLabel.last4}`;
  if (!actions.clear && !actions.reverse && !actions.refund) return null;
  return (
    <Group gap={6} wrap="wrap">
      {actions.clear && (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => onAction('clear', item.transaction.id)}
          aria-label={`${t('sandbox.settle.clear')}: ${label}`}
        >
          {t('sandbox.settle.clear')}
        </Button>
      )}
      {actions.reverse && (
        <Button
          size="compact-sm"
          variant="light"
          color="gray"
          onClick={() => onAction('reverse', item.transaction.id)}
          aria-label={`${t('sandbox.settle.reverse')}: ${label}`}
        >
          {t('sandbox.settle.reverse')}
        </Button>
      )}
      {actions.refund && (
        <Button
          size="compact-sm"
          variant="light"
          color="grape"
          onClick={() => onAction('refund', item.transaction.id)}
          aria-label={`${t('sandbox.settle.refund')}: ${label}`}
        >
          {t('sandbox.settle.refund')}
        </Button>
      )}
    </Group>
  );
}
