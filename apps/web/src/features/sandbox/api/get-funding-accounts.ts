import { fundingEndpoints } from '@causeway/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

/** The funding accounts an ACH deposit can reach: an organisation and its programs, or a program alone. */
export function useDepositAccounts(businessId: string) {
  return useQuery({
    queryKey: endpointKey(fundingEndpoints.accounts, { id: businessId }),
    queryFn: () => call(fundingEndpoints.accounts, { params: { id: businessId } }),
    select: (body) => body.fundingAccounts,
  });
}
