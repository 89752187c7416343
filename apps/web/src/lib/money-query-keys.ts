import {
  type AnyEndpoint,
  cardEndpoints,
  cardLifecycleEndpoints,
  cardOrderEndpoints,
  cardSpendRuleEndpoints,
  fundingEndpoints,
  metadataEndpoints,
  transactionEndpoints,
} from '@causeway/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { endpointKey } from './api/call.ts';

/**
 * The reads a money movement changes, so one feature can refresh what another shows without
 * importing it: a card load or withdrawal changes funding balances, a transfer changes them too.
 * Each list names endpoints; their caches are the ones `endpointKey` made.
 */
export const FUNDING_READS: readonly AnyEndpoint[] = [
  fundingEndpoints.accounts,
  fundingEndpoints.balance,
  fundingEndpoints.deposits,
];

/**
 * The card reads a money movement (a load, a withdrawal, a transfer, a purchase, a reissue) or a
 * card change alters: the cards lists, a card's details, balance, transactions and load history,
 * a business's load history, the card's activity events, spend rules and metadata, and the orders
 * (an order shows its card's status).
 */
export const CARD_READS: readonly AnyEndpoint[] = [
  cardEndpoints.list,
  cardEndpoints.details,
  cardEndpoints.balance,
  cardEndpoints.loadHistory,
  cardEndpoints.businessLoadHistory,
  cardLifecycleEndpoints.activities,
  transactionEndpoints.card,
  cardSpendRuleEndpoints.list,
  metadataEndpoints.get,
  cardOrderEndpoints.list,
  cardOrderEndpoints.get,
];

/** Refreshes every cache of these endpoints, whatever their params. */
export function invalidateEndpoints(queryClient: QueryClient, endpoints: readonly AnyEndpoint[]) {
  return Promise.all(
    endpoints.map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) })),
  );
}

/** After a card changes or money moves on it. */
export function invalidateCardReads(queryClient: QueryClient) {
  return invalidateEndpoints(queryClient, CARD_READS);
}
