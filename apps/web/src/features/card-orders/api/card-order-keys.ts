import { CARDS_QUERY_ROOT } from '../../../lib/money-query-keys.ts';

/** Orders live under the cards root: ordering or reissuing a card refreshes both lists at once. */
export const CARD_ORDERS_QUERY_ROOT = [...CARDS_QUERY_ROOT, 'orders'] as const;
