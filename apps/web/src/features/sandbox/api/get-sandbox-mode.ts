import { healthEndpoints } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

/** GET /api/health: whether the server runs with SANDBOX=1 (its sandbox routes exist only then). */
export const sandboxModeQueryOptions = queryOptions({
  queryKey: endpointKey(healthEndpoints.health),
  queryFn: () => call(healthEndpoints.health, {}),
  select: (health) => health.sandbox,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** True only once the server said the sandbox is on; false while asking or when it failed. */
export function useSandboxMode(): boolean {
  return useQuery(sandboxModeQueryOptions).data === true;
}
