import { userEndpoints } from '@causeway/contracts';
import type { LanguageCode } from '@causeway/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api/call.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';

/**
 * Saves the language of the person's emails and text messages (PATCH /users/{id}); the session's
 * user is the answer, so every screen that shows it agrees at once.
 */
export function useUpdateMessageLanguage(userId: string) {
  return useMutation({
    mutationFn: (language: LanguageCode) =>
      call(userEndpoints.update, { params: { id: userId }, body: { language } }),
    onSuccess: ({ user }) => sessionStore.set({ user }),
  });
}
