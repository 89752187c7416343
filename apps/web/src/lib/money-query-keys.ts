import { type AnyEndpoint, fundingEndpoints } from '@causeway/contracts';
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

/** Refreshes every cache of these endpoints, whatever their params. */
export function invalidateEndpoints(queryClient: QueryClient, endpoints: readonly AnyEndpoint[]) {
  return Promise.all(
    endpoints.map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) })),
  );
}

// Kept until the card features read by endpoint (issue 9): every card query key starts with it.
export const FUNDING_QUERY_ROOT = ['funding'] as const;
export const CARDS_QUERY_ROOT = ['cards'] as const;
