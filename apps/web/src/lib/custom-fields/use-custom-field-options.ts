import { businessEndpoints, type EndpointResponse } from '@causeway/contracts';
import type { CustomFieldResourceType } from '@causeway/domain';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.ts';
import { call, endpointKey } from '../api/call.ts';
import {
  type BusinessSettings,
  type CustomFieldOption,
  customFieldOptionsFor,
} from './custom-field-options.ts';

/** GET /businesses/{id}/settings as cached: the answer, or null when the business has none yet (404). */
export type BusinessSettingsAnswer = EndpointResponse<typeof businessEndpoints.settings> | null;

export async function getBusinessSettings(businessId: string): Promise<BusinessSettingsAnswer> {
  try {
    return await call(businessEndpoints.settings, { params: { id: businessId } });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/** The business's settings (null when none yet): the one cache of the endpoint, the session's included. */
export const businessSettingsQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: endpointKey(businessEndpoints.settings, { id: businessId }),
    queryFn: () => getBusinessSettings(businessId),
    select: (answer): BusinessSettings | null => answer?.businessSettings ?? null,
  });

/**
 * The custom fields each business asks for with a resource (a card load, a funding transfer).
 * Settings that fail to load count as none: the fields are optional, and the API checks what is sent.
 */
export function useCustomFieldOptions(
  businessIds: readonly string[],
  organizationId: string,
  resourceType: CustomFieldResourceType,
): { optionsByBusiness: Map<string, CustomFieldOption[]>; isPending: boolean } {
  const ids = [...new Set([organizationId, ...businessIds])];
  return useQueries({
    queries: ids.map((id) => businessSettingsQueryOptions(id)),
    combine: (results) => {
      const settingsOf = (id: string) => results[ids.indexOf(id)]?.data ?? null;
      const organization = settingsOf(organizationId);
      const optionsByBusiness = new Map(
        businessIds.map((id) => [
          id,
          customFieldOptionsFor(
            id === organizationId ? organization : settingsOf(id),
            organization,
            resourceType,
          ),
        ]),
      );
      return { optionsByBusiness, isPending: results.some((result) => result.isPending) };
    },
  });
}
