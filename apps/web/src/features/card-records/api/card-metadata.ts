import { type EndpointResponse, type MetadataPairInput, metadataEndpoints } from '@causeway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';
import { cardRecordsKeys } from './query-keys.ts';

export type CardMetadata = EndpointResponse<typeof metadataEndpoints.get>;

const cardTarget = (cardId: string) => ({ type: 'card', targetId: cardId }) as const;
const cardMetadataKey = (cardId: string) => endpointKey(metadataEndpoints.get, undefined, cardTarget(cardId));

export function useCardMetadata(cardId: string) {
  return useQuery({
    queryKey: cardMetadataKey(cardId),
    queryFn: () => call(metadataEndpoints.get, { query: cardTarget(cardId) }),
  });
}

/**
 * editMetadata: saves the card's pairs. A card without metadata gets them created (POST), one
 * with metadata has them replaced (PATCH), and no pairs at all removes its metadata (DELETE).
 */
export function useSaveCardMetadata(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pairs, exists }: { pairs: MetadataPairInput[]; exists: boolean }) => {
      const target = cardTarget(cardId);
      if (pairs.length === 0) return call(metadataEndpoints.remove, { body: target });
      return call(exists ? metadataEndpoints.replace : metadataEndpoints.create, {
        body: { ...target, metadata: pairs },
      });
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(cardMetadataKey(cardId), answer);
      return queryClient.invalidateQueries({ queryKey: cardRecordsKeys.activities(cardId) });
    },
  });
}
