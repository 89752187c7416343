import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadHistoryList } from './load-history-list.tsx';
import { TransactionList } from './transaction-list.tsx';

/** Activity history with its two tabs, Transactions and Load History (cardholder spec §2). */
export function ActivityHistory({ cardId }: { cardId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="activity-heading">
      <Title order={2} size="h3" id="activity-heading">
        {t('cardholderCards.activity.heading')}
      </Title>
      <Tabs defaultValue="transactions" keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="transactions" mih={44} fz="md">
            {t('cardholderCards.activity.transactions')}
          </Tabs.Tab>
          <Tabs.Tab value="loads" mih={44} fz="md">
            {t('cardholderCards.activity.loads')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="transactions" pt="md">
          <TransactionList cardId={cardId} />
        </Tabs.Panel>
        <Tabs.Panel value="loads" pt="md">
          <LoadHistoryList cardId={cardId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
