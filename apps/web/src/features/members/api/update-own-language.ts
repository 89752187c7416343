import { userEndpoints } from '@causeway/contracts';
import type { LanguageCode } from '@causeway/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api/call.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';

/**
 * Saves the signed-in member's own message language (PATCH /users/{id}, the caller's account only);
 * the answer becomes the session's user, so the select shows what the server kept.
 */
export function useUpdateOwnLanguage(userId: string) {
  return useMutation({
    mutationFn: (language: LanguageCode) =>
      call(userEndpoints.update, { params: { id: userId }, body: { language } }),
    onSuccess: ({ user }) => sessionStore.set({ user }),
  });
}
