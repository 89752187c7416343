import type { MetadataPairInput, metadataResponseSchema } from '@causeway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { cardRecordsKeys } from './query-keys.ts';

export type CardMetadata = z.infer<typeof metadataResponseSchema>;

export function useCardMetadata(cardId: string) {
  return useQuery({
    queryKey: cardRecordsKeys.metadata(cardId),
    queryFn: () =>
      apiRequest<CardMetadata>(
        `/businesses/metadata?${new URLSearchParams({ type: 'card', targetId: cardId })}`,
      ),
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
      const target = { type: 'card', targetId: cardId } as const;
      if (pairs.length === 0) {
        return apiRequest<CardMetadata>('/businesses/metadata', { method: 'DELETE', body: target });
      }
      return apiRequest<CardMetadata>('/businesses/metadata', {
        method: exists ? 'PATCH' : 'POST',
        body: { ...target, metadata: pairs },
      });
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(cardRecordsKeys.metadata(cardId), answer);
      return queryClient.invalidateQueries({ queryKey: cardRecordsKeys.activities(cardId) });
    },
  });
}
