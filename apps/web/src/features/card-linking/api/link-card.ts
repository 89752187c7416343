import { cardholderEndpoints, cardLinkingEndpoints } from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, endpointKey } from '../../../lib/api/call.ts';
import { applyUserProfile, fetchUserProfile } from '../../../lib/session/load-session.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import type { cardProofFormSchema } from '../logic/card-details-form.ts';

export type LinkCardInput = { cardId: string; proof: z.output<typeof cardProofFormSchema> };

/** Links a physical card to the signed-in account; a new card is activated by it. */
export function linkCard({ cardId, proof }: LinkCardInput) {
  const { userId } = sessionStore.get();
  if (!userId) throw new Error('No signed-in user');
  return call(cardLinkingEndpoints.link, { params: { id: cardId, userId }, body: proof });
}

/**
 * After linking, the session's cardholder context must hold the new card (the overview, the
 * menu's "My cards" and the sign-in routing read it): the profile is read again into the session,
 * and the cardholder fetch of the cardholder pages is invalidated.
 */
export function useLinkCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkCard,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: endpointKey(cardholderEndpoints.get) });
      try {
        applyUserProfile(await fetchUserProfile());
      } catch (error) {
        // The card is linked; a failed refresh is made good by the next sign-in or reload.
        console.error('Could not refresh the profile after linking a card', error);
      }
    },
  });
}
