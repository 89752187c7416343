import type { achDetailsResponseSchema } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { FUNDING_QUERY_ROOT } from '../../../lib/money-query-keys.ts';

export type AchDetails = z.infer<typeof achDetailsResponseSchema>;

/** The account and routing number an organisation pushes ACH deposits to (viewACHDetails). */
export function getAchDetails(businessId: string): Promise<AchDetails> {
  return apiRequest<AchDetails>(`/businesses/${businessId}/prefundingAchDetails`);
}

export const achDetailsQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: [...FUNDING_QUERY_ROOT, businessId, 'achDetails'],
    queryFn: () => getAchDetails(businessId),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAchDetails(businessId: string, enabled: boolean) {
  return useQuery({ ...achDetailsQueryOptions(businessId), enabled });
}
