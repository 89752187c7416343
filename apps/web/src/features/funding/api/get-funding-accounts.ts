import { type EndpointResponse, fundingEndpoints } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

export type FundingAccount = EndpointResponse<typeof fundingEndpoints.accounts>['fundingAccounts'][number];

/** Funding accounts with balances: an organisation and its programs, or a program alone. */
export const fundingAccountsQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: endpointKey(fundingEndpoints.accounts, { id: businessId }),
    queryFn: () => call(fundingEndpoints.accounts, { params: { id: businessId } }),
    select: (body) => body.fundingAccounts,
  });

export function useFundingAccounts(businessId: string, enabled = true) {
  return useQuery({ ...fundingAccountsQueryOptions(businessId), enabled });
}
