import type { noteResponseSchema, notesResponseSchema } from '@causeway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { cardRecordsKeys } from './query-keys.ts';

export type Note = z.infer<typeof notesResponseSchema>['notes'][number];
type NoteResponse = z.infer<typeof noteResponseSchema>;

/** Notes about a person in one business, newest first. */
export function useNotes(userId: string, businessId: string) {
  return useQuery({
    queryKey: cardRecordsKeys.notes(userId, businessId),
    queryFn: () =>
      apiRequest<z.infer<typeof notesResponseSchema>>(
        `/users/${userId}/notes?${new URLSearchParams({ businessId })}`,
      ),
    select: (body) => body.notes,
  });
}

/** createNote: a note about the person, kept in the business. */
export function useCreateNote(userId: string, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiRequest<NoteResponse>(`/users/${userId}/note`, { method: 'POST', body: { businessId, content } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardRecordsKeys.notes(userId, businessId) }),
  });
}

/** editNote: replaces a note's text. */
export function useEditNote(userId: string, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, content }: { noteId: string; content: string }) =>
      apiRequest<NoteResponse>(`/users/notes/${noteId}`, { method: 'PATCH', body: { content } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardRecordsKeys.notes(userId, businessId) }),
  });
}

/** editNote: deletes a note. */
export function useDeleteNote(userId: string, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => apiRequest<void>(`/users/notes/${noteId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardRecordsKeys.notes(userId, businessId) }),
  });
}
