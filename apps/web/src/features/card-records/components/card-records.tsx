import type { CardSummary } from '@causeway/contracts';
import { canAct } from '@causeway/domain';
import { Paper, Stack, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserBusinessContext } from '../../../lib/session/session-store.ts';
import { ActivityPanel } from './activity-panel.tsx';
import { CardTagsBar } from './card-tags-bar.tsx';
import { MetadataPanel } from './metadata-panel.tsx';
import { NotesPanel } from './notes-panel.tsx';
import { SpendRulesPanel } from './spend-rules-panel.tsx';
import { TransactionsPanel } from './transactions-panel.tsx';

export const CARD_RECORD_TABS = [
  'transactions',
  'loads',
  'activity',
  'notes',
  'metadata',
  'spendRules',
] as const;

type CardRecordsProps = {
  card: CardSummary;
  context: UserBusinessContext;
  /** The card's load history (the cards feature's), shown in its tab. */
  loadHistory: ReactNode;
};

/**
 * The records around a card: its tags, then tabs of transactions, load history, activity, notes
 * about the cardholder, metadata and spend rules. Each change needs its permission on the card's
 * business; without it (a viewer) everything reads only.
 */
export function CardRecords({ card, context, loadHistory }: CardRecordsProps) {
  const { t } = useTranslation();
  const can = (permission: Parameters<typeof canAct>[1]) => canAct(context, permission, card.businessId);

  return (
    <Stack>
      <CardTagsBar
        businessId={card.businessId}
        cardId={card.id}
        canAdd={can('addTagToCard')}
        canRemove={can('deleteTagFromCard')}
      />
      <Tabs defaultValue="transactions" keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {CARD_RECORD_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} style={{ flexShrink: 0 }}>
              {t(`cardRecords.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="transactions" pt="md">
          <PanelFrame>
            <TransactionsPanel cardId={card.id} />
          </PanelFrame>
        </Tabs.Panel>
        <Tabs.Panel value="loads" pt="md">
          {loadHistory}
        </Tabs.Panel>
        <Tabs.Panel value="activity" pt="md">
          <PanelFrame>
            <ActivityPanel cardId={card.id} />
          </PanelFrame>
        </Tabs.Panel>
        <Tabs.Panel value="notes" pt="md">
          <PanelFrame>
            <NotesPanel
              userId={card.cardholder.userId}
              businessId={card.businessId}
              canCreate={can('createNote')}
              canEdit={can('editNote')}
            />
          </PanelFrame>
        </Tabs.Panel>
        <Tabs.Panel value="metadata" pt="md">
          <PanelFrame>
            <MetadataPanel cardId={card.id} canEdit={can('editMetadata')} />
          </PanelFrame>
        </Tabs.Panel>
        <Tabs.Panel value="spendRules" pt="md">
          <PanelFrame>
            <SpendRulesPanel
              cardId={card.id}
              businessId={card.businessId}
              canModify={can('modifySpendRule')}
            />
          </PanelFrame>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The frame of a tab's content (the load history brings its own). */
function PanelFrame({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      {children}
    </Paper>
  );
}
