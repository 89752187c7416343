import { bankTransferEndpoints } from '@causeway/contracts';
import { Badge, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { usePendingApprovals } from '../../features/bank-transfers/api/get-transfers.ts';
import { ApprovalQueue } from '../../features/bank-transfers/components/approval-queue.tsx';
import { SendTransferDialog } from '../../features/bank-transfers/components/send-transfer-dialog.tsx';
import { TransfersList } from '../../features/bank-transfers/components/transfers-list.tsx';
import { type Payee, payeeOf } from '../../features/bank-transfers/model/payee.ts';
import type { Recipient } from '../../features/recipients/api/get-recipients.ts';
import { AddRecipientButton } from '../../features/recipients/components/add-recipient-dialog.tsx';
import { RecipientsList } from '../../features/recipients/components/recipients-list.tsx';
import { isPayable } from '../../features/recipients/model/recipient-view.ts';
import { canCall } from '../../lib/api/can-call.ts';
import { type UserBusinessContext, useSession } from '../../lib/session/session-store.ts';

const TABS = ['recipients', 'transfers', 'approvals'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

function Recipients({ businessId, context }: { businessId: string; context: UserBusinessContext }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [payee, setPayee] = useState<Payee | null>(null);
  const pending = usePendingApprovals(businessId);
  const pendingCount = pending.data?.pages.flatMap((page) => page.transfers).length ?? 0;
  const canApprove = canCall(context, bankTransferEndpoints.approveTransfer, businessId);
  // The queue shows to whoever may approve, and to anyone while something waits in it.
  const showApprovals = canApprove || pendingCount > 0;
  const requested = searchParams.get('tab');
  const tab: Tab =
    isTab(requested) && (requested !== 'approvals' || showApprovals) ? requested : 'recipients';
  const chooseTab = (value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== 'recipients') next.set('tab', value);
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  const canSend = (recipient: Recipient) =>
    canCall(context, bankTransferEndpoints.createTransfer, recipient.businessId) && isPayable(recipient);

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={0}>
          <Title order={1} size="h2">
            {t('recipients.heading')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('recipients.intro')}
          </Text>
        </Stack>
        <AddRecipientButton businessId={businessId} context={context} />
      </Group>
      <Tabs value={tab} onChange={chooseTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="recipients">{t('recipients.tabs.recipients')}</Tabs.Tab>
          <Tabs.Tab value="transfers">{t('recipients.tabs.transfers')}</Tabs.Tab>
          {showApprovals && (
            <Tabs.Tab
              value="approvals"
              rightSection={
                pendingCount > 0 ? (
                  <Badge size="sm" color="yellow" variant="filled" circle={pendingCount < 10}>
                    {pending.hasNextPage ? `${pendingCount}+` : pendingCount}
                  </Badge>
                ) : undefined
              }
            >
              {t('recipients.tabs.approvals')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="recipients" pt="md">
          <Paper withBorder radius="md" p="md">
            <RecipientsList
              businessId={businessId}
              context={context}
              rowAction={(recipient) =>
                canSend(recipient) && (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconSend size={14} />}
                    onClick={() => setPayee(payeeOf(recipient))}
                    aria-label={`${t('bankTransfers.send.action')}: ${recipient.name}`}
                  >
                    {t('bankTransfers.send.action')}
                  </Button>
                )
              }
            />
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="transfers" pt="md">
          <Paper withBorder radius="md" p="md">
            <TransfersList businessId={businessId} context={context} />
          </Paper>
        </Tabs.Panel>
        {showApprovals && (
          <Tabs.Panel value="approvals" pt="md">
            <Paper withBorder radius="md" p="md">
              <ApprovalQueue businessId={businessId} context={context} />
            </Paper>
          </Tabs.Panel>
        )}
      </Tabs>
      <SendTransferDialog
        payee={payee}
        organizationId={context.topLevelBusinessId}
        opened={payee !== null}
        onClose={() => setPayee(null)}
      />
    </Stack>
  );
}

/** /{businessId}/recipients (alias bankTransfers): recipients, transfers and the approval queue. */
export default function RecipientsRoute() {
  const businessId = useParams().businessId ?? '';
  const context = useSession((session) => session.userBusinessContext);
  return context ? <Recipients key={businessId} businessId={businessId} context={context} /> : null;
}
