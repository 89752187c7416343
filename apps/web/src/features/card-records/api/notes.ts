import { type EndpointResponse, userEndpoints } from '@causeway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

export type Note = EndpointResponse<typeof userEndpoints.notes>['notes'][number];

const notesKey = (userId: string, businessId: string) =>
  endpointKey(userEndpoints.notes, { id: userId }, { businessId });

/** Notes about a person in one business, newest first. */
export function useNotes(userId: string, businessId: string) {
  return useQuery({
    queryKey: notesKey(userId, businessId),
    queryFn: () => call(userEndpoints.notes, { params: { id: userId }, query: { businessId } }),
    select: (body) => body.notes,
  });
}

/** createNote: a note about the person, kept in the business. */
export function useCreateNote(userId: string, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      call(userEndpoints.createNote, { params: { id: userId }, body: { businessId, content } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey(userId, businessId) }),
  });
}

/** editNote: replaces a note's text. */
export function useEditNote(userId: string, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, content }: { noteId: string; content: string }) =>
      call(userEndpoints.updateNote, { params: { noteId }, body: { content } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey(userId, businessId) }),
  });
}

/** editNote: deletes a note. */
export function useDeleteNote(userId: string, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => call(userEndpoints.deleteNote, { params: { noteId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey(userId, businessId) }),
  });
}
