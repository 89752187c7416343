import type { outboxMessageSchema, outboxResponseSchema } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';

export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export type OutboxChannel = OutboxMessage['channel'];

export const OUTBOX_PAGE_SIZE = 20;

/** GET /api/sandbox/outbox: the latest emails and text messages, newest first. */
export const outboxQueryOptions = (channel: OutboxChannel | null) =>
  queryOptions({
    queryKey: ['sandbox', 'outbox', channel ?? 'all'],
    queryFn: async () => {
      const query = new URLSearchParams({ limit: String(OUTBOX_PAGE_SIZE) });
      if (channel) query.set('channel', channel);
      return (await apiRequest<z.infer<typeof outboxResponseSchema>>(`/sandbox/outbox?${query}`)).messages;
    },
  });

export function useOutbox(channel: OutboxChannel | null) {
  return useQuery(outboxQueryOptions(channel));
}
