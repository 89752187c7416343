import { cardEndpoints } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

/** One card: cardholder, masked number, expiry, form, status and balance. */
export const cardQueryOptions = (cardId: string) =>
  queryOptions({
    queryKey: endpointKey(cardEndpoints.details, { id: cardId }),
    queryFn: () => call(cardEndpoints.details, { params: { id: cardId } }),
    select: (body) => body.card,
  });

export function useCard(cardId: string) {
  return useQuery(cardQueryOptions(cardId));
}
