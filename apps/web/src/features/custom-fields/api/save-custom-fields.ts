import { businessEndpoints } from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';
import type { BusinessSettings } from '../../../lib/custom-fields/custom-field-options.ts';
import type { BusinessSettingsAnswer } from '../../../lib/custom-fields/use-custom-field-options.ts';
import { type CustomFieldSet, withoutFixedFields } from '../logic/custom-field-sets.ts';

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
  const params = { id: businessId };
  const body = { customFields: withoutFixedFields(customFields) };
  const request = settings
    ? call(businessEndpoints.patchSettings, { params, body, headers: { 'If-Match': settings.updatedAt } })
    : call(businessEndpoints.createSettings, { params, body });
  return request.then((answer) => answer.businessSettings);
}

export function useSaveCustomFields(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      settings,
      customFields,
    }: {
      settings: BusinessSettings | null;
      customFields: CustomFieldSet[];
    }) => saveCustomFields(businessId, settings, customFields),
    // The one cache of the settings, the session's top-level business's included.
    onSuccess: (saved) => {
      const answer: BusinessSettingsAnswer = { businessSettings: saved };
      queryClient.setQueryData(endpointKey(businessEndpoints.settings, { id: businessId }), answer);
    },
  });
}
