/**
 * The roots of the money queries, shared so one feature can refresh what another shows without
 * importing it: a card load or withdrawal changes funding balances, a transfer changes them too.
 * Every funding query key starts with FUNDING_QUERY_ROOT, every card query key with CARDS_QUERY_ROOT.
 */
export const FUNDING_QUERY_ROOT = ['funding'] as const;
export const CARDS_QUERY_ROOT = ['cards'] as const;
