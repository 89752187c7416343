import {
  type AnyEndpoint,
  type CardSummary,
  cardSpendRuleEndpoints,
  cardTagEndpoints,
  metadataEndpoints,
  userEndpoints,
} from '@causeway/contracts';
import { Paper, Stack, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canCall } from '../../../lib/api/can-call.ts';
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
  // Each change is offered when the permission its endpoint declares holds on the card's business.
  const can = (endpoint: AnyEndpoint) => canCall(context, endpoint, card.businessId);

  return (
    <Stack>
      <CardTagsBar
        businessId={card.businessId}
        cardId={card.id}
        canAdd={can(cardTagEndpoints.tagCards)}
        canRemove={can(cardTagEndpoints.removeCardTag)}
      />
      <Tabs defaultValue="transactions" keepMounted={false}>
        {/* The tabs wrap to a second line on a phone: every tab stays in sight and in reach. */}
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {CARD_RECORD_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
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
              canCreate={can(userEndpoints.createNote)}
              canEdit={can(userEndpoints.updateNote)}
            />
          </PanelFrame>
        </Tabs.Panel>
        <Tabs.Panel value="metadata" pt="md">
          <PanelFrame>
            <MetadataPanel cardId={card.id} canEdit={can(metadataEndpoints.replace)} />
          </PanelFrame>
        </Tabs.Panel>
        <Tabs.Panel value="spendRules" pt="md">
          <PanelFrame>
            <SpendRulesPanel
              cardId={card.id}
              businessId={card.businessId}
              canModify={can(cardSpendRuleEndpoints.attach)}
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
