import { type Import, importEndpoints } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

/** How often a running import's progress is read. */
export const IMPORT_PROGRESS_POLL_MS = 1_000;

const inProgress = (record: Import | undefined) =>
  record?.status === 'queued' || record?.status === 'running';

export const importQueryOptions = (businessId: string, importId: string) =>
  queryOptions({
    queryKey: endpointKey(importEndpoints.details, { id: businessId, importId }),
    queryFn: async () =>
      (await call(importEndpoints.details, { params: { id: businessId, importId } })).import,
    refetchInterval: (query) => (inProgress(query.state.data) ? IMPORT_PROGRESS_POLL_MS : false),
  });

/** One import, read again every second while the worker is on it. */
export const useImport = (businessId: string, importId: string | null) =>
  useQuery({ ...importQueryOptions(businessId, importId ?? ''), enabled: importId !== null });
