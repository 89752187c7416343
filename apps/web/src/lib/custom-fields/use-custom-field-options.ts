import type { businessSettingsResponseSchema } from '@causeway/contracts';
import type { CustomFieldResourceType } from '@causeway/domain';
import { queryOptions, useQueries } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../api/api-client.ts';
import { isApiError } from '../api/api-error.ts';
import {
  type BusinessSettings,
  type CustomFieldOption,
  customFieldOptionsFor,
} from './custom-field-options.ts';

/** A business's settings; null when it has none yet (404). */
export async function getBusinessSettings(businessId: string): Promise<BusinessSettings | null> {
  try {
    const body = await apiRequest<z.infer<typeof businessSettingsResponseSchema>>(
      `/businesses/${businessId}/settings`,
    );
    return body.businessSettings;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export const businessSettingsQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: ['businesses', businessId, 'settings'],
    queryFn: () => getBusinessSettings(businessId),
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
