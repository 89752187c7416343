import type { fundingAccountsResponseSchema } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { FUNDING_QUERY_ROOT } from '../../../lib/money-query-keys.ts';

export type FundingAccount = z.infer<typeof fundingAccountsResponseSchema>['fundingAccounts'][number];

/** Funding accounts with balances: an organisation and its programs, or a program alone. */
export async function getFundingAccounts(businessId: string): Promise<FundingAccount[]> {
  const body = await apiRequest<z.infer<typeof fundingAccountsResponseSchema>>(
    `/businesses/${businessId}/fundingAccounts`,
  );
  return body.fundingAccounts;
}

export const fundingAccountsQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: [...FUNDING_QUERY_ROOT, businessId, 'accounts'],
    queryFn: () => getFundingAccounts(businessId),
  });

export function useFundingAccounts(businessId: string, enabled = true) {
  return useQuery({ ...fundingAccountsQueryOptions(businessId), enabled });
}
