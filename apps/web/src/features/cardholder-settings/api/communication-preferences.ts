import { userEndpoints } from '@causeway/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';
import {
  type CommunicationPreference,
  type PreferenceChange,
  revertPreference,
  withPreferenceValue,
} from '../logic/notification-preferences.ts';

type PreferencesAnswer = { communicationPreferences: CommunicationPreference[] };

/** The signed-in person's email notification preferences. */
export const communicationPreferencesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: endpointKey(userEndpoints.preferences, { id: userId }),
    queryFn: () => call(userEndpoints.preferences, { params: { id: userId } }),
    select: (body): CommunicationPreference[] => body.communicationPreferences,
  });

export function useCommunicationPreferences(userId: string) {
  return useQuery(communicationPreferencesQueryOptions(userId));
}

/** POST for a type not set yet, PATCH for one that is. */
export function savePreferenceChange(userId: string, change: PreferenceChange) {
  return change.kind === 'create'
    ? call(userEndpoints.createPreference, {
        params: { id: userId },
        body: { type: change.type, value: change.value },
      })
    : call(userEndpoints.updatePreference, {
        params: { id: userId, prefId: change.preferenceId },
        body: { value: change.value },
      });
}

/**
 * Saves one switch optimistically: the list shows the new value at once, that switch goes back to
 * what it was when the call fails, and the list is read again either way (a created preference
 * gets its id).
 */
export function useSavePreferenceChange(userId: string) {
  const queryClient = useQueryClient();
  const queryKey = communicationPreferencesQueryOptions(userId).queryKey;
  return useMutation({
    mutationFn: (change: PreferenceChange) => savePreferenceChange(userId, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<PreferencesAnswer>(queryKey);
      if (previous) {
        queryClient.setQueryData<PreferencesAnswer>(queryKey, {
          communicationPreferences: withPreferenceValue(
            previous.communicationPreferences,
            change,
            new Date().toISOString(),
          ),
        });
      }
      return { previous };
    },
    onError: (_error, change, context) => {
      const before = context?.previous?.communicationPreferences;
      const now = queryClient.getQueryData<PreferencesAnswer>(queryKey)?.communicationPreferences;
      if (!before || !now) return;
      queryClient.setQueryData<PreferencesAnswer>(queryKey, {
        communicationPreferences: revertPreference(now, before, change.type),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
