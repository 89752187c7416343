import { type EndpointResponse, sandboxFundingEndpoints } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

export type OutboxMessage = EndpointResponse<typeof sandboxFundingEndpoints.outbox>['messages'][number];
export type OutboxChannel = OutboxMessage['channel'];

export const OUTBOX_PAGE_SIZE = 20;

/** GET /api/sandbox/outbox: the latest emails and text messages, newest first. */
export const outboxQueryOptions = (channel: OutboxChannel | null) => {
  const query = { limit: OUTBOX_PAGE_SIZE, channel: channel ?? undefined };
  return queryOptions({
    queryKey: endpointKey(sandboxFundingEndpoints.outbox, undefined, query),
    queryFn: async () => (await call(sandboxFundingEndpoints.outbox, { query })).messages,
  });
};

export function useOutbox(channel: OutboxChannel | null) {
  return useQuery(outboxQueryOptions(channel));
}
