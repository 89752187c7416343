import type { businessSettingsResponseSchema } from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import type { BusinessSettings } from '../../../lib/custom-fields/custom-field-options.ts';
import { businessSettingsQueryOptions } from '../../../lib/custom-fields/use-custom-field-options.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { type CustomFieldSet, withoutFixedFields } from '../logic/custom-field-sets.ts';

type SettingsResponse = z.infer<typeof businessSettingsResponseSchema>;

/**
 * Writes the custom fields (permission editCustomField). Settings that exist are patched with
 * If-Match naming the updatedAt last read (a 412 means someone else changed them since); a business
 * without settings gets them created. Fields the platform sets are never sent back.
 */
export function saveCustomFields(
  businessId: string,
  settings: BusinessSettings | null,
  customFields: CustomFieldSet[],
): Promise<BusinessSettings> {
  const path = `/businesses/${businessId}/settings`;
  const body = { customFields: withoutFixedFields(customFields) };
  const request = settings
    ? apiRequest<SettingsResponse>(path, {
        method: 'PATCH',
        body,
        headers: { 'If-Match': settings.updatedAt },
      })
    : apiRequest<SettingsResponse>(path, { method: 'POST', body });
  return request.then((body) => body.businessSettings);
}

export function useSaveCustomFields(businessId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = businessSettingsQueryOptions(businessId);
  return useMutation({
    mutationFn: ({
      settings,
      customFields,
    }: {
      settings: BusinessSettings | null;
      customFields: CustomFieldSet[];
    }) => saveCustomFields(businessId, settings, customFields),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      // The session keeps the top-level business's settings too.
      if (sessionStore.get().userBusinessContext?.topLevelBusinessId === businessId) {
        sessionStore.set({ businessSettings: saved });
      }
    },
  });
}
