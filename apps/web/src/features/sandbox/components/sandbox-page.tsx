import { Alert, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { sandboxModeQueryOptions } from '../api/get-sandbox-mode.ts';
import {
  type PlayedPurchase,
  type SandboxTransaction,
  withPlayed,
  withRefund,
  withSettled,
} from '../model/played-purchases.ts';
import { AchDepositPanel } from './ach-deposit-panel.tsx';
import { BankPanel } from './bank-panel.tsx';
import { CardOrdersPanel } from './card-orders-panel.tsx';
import { OutboxPanel } from './outbox-panel.tsx';
import { PlayedPurchasesList } from './played-purchases-list.tsx';
import { PurchasePanel } from './purchase-panel.tsx';
import type { SettleAction } from './settle-dialogs.tsx';
import { usePlayedPurchases } from './use-played-purchases.ts';

/**
 * /{businessId}/sandbox: the page plays the outside world against this platform (SANDBOX=1 only):
 * the card network's purchases, the bank's ACH deposits, the simulated bank and instant rail that
 * answer our transfers, the carrier's card deliveries, and the outbox where sent emails and text
 * messages can be read.
 */
export function SandboxPage({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const sandbox = useQuery(sandboxModeQueryOptions);

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('sandbox.heading')}
      </Title>
      <Alert color="yellow" variant="light" icon={<IconFlask size={20} />} title={t('sandbox.banner.title')}>
        {t('sandbox.banner.text')}
      </Alert>
      {sandbox.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : sandbox.data !== true ? (
        <Alert color="gray">
          <Text>{t('sandbox.off')}</Text>
        </Alert>
      ) : (
        <SandboxTools businessId={businessId} />
      )}
    </Stack>
  );
}

function SandboxTools({ businessId }: { businessId: string }) {
  const [played, update] = usePlayedPurchases(businessId);
  const onPlayed = useCallback((item: PlayedPurchase) => update((list) => withPlayed(list, item)), [update]);
  const onSettled = useCallback(
    (transaction: SandboxTransaction, action: SettleAction) =>
      update((list) =>
        action === 'refund' ? withRefund(list, transaction) : withSettled(list, transaction),
      ),
    [update],
  );

  return (
    <>
      <PurchasePanel businessId={businessId} onPlayed={onPlayed} />
      <PlayedPurchasesList played={played} onSettled={onSettled} onForget={() => update(() => [])} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <AchDepositPanel businessId={businessId} />
        <CardOrdersPanel businessId={businessId} />
      </SimpleGrid>
      <BankPanel businessId={businessId} />
      <OutboxPanel />
    </>
  );
}
