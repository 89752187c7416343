import { type EndpointResponse, type ReportQuery, reportingEndpoints } from '@causeway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallInput, call, endpointKey } from '../../../lib/api/call.ts';

export type CardKeyMetricsReport = EndpointResponse<typeof reportingEndpoints.cardKeyMetrics>;
export type TransactionCategoriesReport = EndpointResponse<typeof reportingEndpoints.transactionCategories>;
export type BankTransferKeyMetricsReport = EndpointResponse<typeof reportingEndpoints.bankTransferKeyMetrics>;

type ReportEndpoint =
  | typeof reportingEndpoints.cardKeyMetrics
  | typeof reportingEndpoints.transactionCategories
  | typeof reportingEndpoints.bankTransferKeyMetrics;

const reportOptions = <E extends ReportEndpoint>(
  endpoint: E,
  businessId: string,
  query: ReportQuery,
  enabled: boolean,
) =>
  queryOptions({
    enabled,
    // The three calls take the same path parameter and query: one key shape serves them all.
    queryKey: endpointKey(
      endpoint as ReportEndpoint as typeof reportingEndpoints.cardKeyMetrics,
      { id: businessId },
      query,
    ),
    queryFn: () => call(endpoint, { params: { id: businessId }, query } as CallInput<E>),
    // A new period keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

/** The three report calls over one period; a program user's answers hold only their programs. */
export function useReports(businessId: string, query: ReportQuery, enabled: boolean) {
  return {
    cards: useQuery(reportOptions(reportingEndpoints.cardKeyMetrics, businessId, query, enabled)),
    categories: useQuery(reportOptions(reportingEndpoints.transactionCategories, businessId, query, enabled)),
    transfers: useQuery(reportOptions(reportingEndpoints.bankTransferKeyMetrics, businessId, query, enabled)),
  };
}
