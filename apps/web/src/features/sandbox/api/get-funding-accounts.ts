import type { fundingAccountsResponseSchema } from '@causeway/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { FUNDING_QUERY_ROOT } from '../../../lib/money-query-keys.ts';

type FundingAccounts = z.infer<typeof fundingAccountsResponseSchema>['fundingAccounts'];

/** The funding accounts an ACH deposit can reach: an organisation and its programs, or a program alone. */
export function useDepositAccounts(businessId: string) {
  return useQuery({
    queryKey: [...FUNDING_QUERY_ROOT, businessId, 'sandboxDepositAccounts'],
    queryFn: async (): Promise<FundingAccounts> =>
      (
        await apiRequest<z.infer<typeof fundingAccountsResponseSchema>>(
          `/businesses/${businessId}/fundingAccounts`,
        )
      ).fundingAccounts,
  });
}
