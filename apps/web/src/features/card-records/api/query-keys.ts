import { CARDS_QUERY_ROOT } from '../../../lib/money-query-keys.ts';

/**
 * Keys of the records around one card. A card's own records live under the cards root (so a card
 * action that refreshes the cards refreshes them too); organisation lists and notes have their own.
 */
export const cardRecordsKeys = {
  transactions: (cardId: string) => [...CARDS_QUERY_ROOT, cardId, 'transactions'] as const,
  activities: (cardId: string) => [...CARDS_QUERY_ROOT, cardId, 'activities'] as const,
  tags: (cardId: string) => [...CARDS_QUERY_ROOT, cardId, 'tags'] as const,
  metadata: (cardId: string) => [...CARDS_QUERY_ROOT, cardId, 'metadata'] as const,
  spendRules: (cardId: string) => [...CARDS_QUERY_ROOT, cardId, 'spendRules'] as const,
  organizationTags: (businessId: string) => ['cardRecords', 'organizationTags', businessId] as const,
  businessSpendRules: (businessId: string) => ['cardRecords', 'businessSpendRules', businessId] as const,
  notes: (userId: string, businessId: string) => ['cardRecords', 'notes', userId, businessId] as const,
};
