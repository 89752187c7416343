import { importEndpoints } from '@causeway/contracts';
import type { ImportKind } from '@causeway/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

export const IMPORT_HISTORY_PAGE = 20;
const IMPORT_HISTORY_POLL_MS = 2_000;

export const importsQueryOptions = (businessId: string, kind: ImportKind) =>
  queryOptions({
    queryKey: endpointKey(importEndpoints.list, { id: businessId }, { kind }),
    queryFn: () =>
      call(importEndpoints.list, { params: { id: businessId }, query: { kind, limit: IMPORT_HISTORY_PAGE } }),
    // Read again while one of them is still being worked through, so its result shows when done.
    refetchInterval: (query) =>
      query.state.data?.imports.some((record) => record.status === 'queued' || record.status === 'running')
        ? IMPORT_HISTORY_POLL_MS
        : false,
  });

/** The latest imports of one kind: who, when, the file, the rows, the result. */
export const useImports = (businessId: string, kind: ImportKind) =>
  useQuery(importsQueryOptions(businessId, kind));
