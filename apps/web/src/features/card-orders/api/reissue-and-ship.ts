import {
  type ReissueAndShipBody,
  type ReissueAndShipResponse,
  replacementReasonSchema,
} from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { idempotencyHeaders } from '../../../lib/api/idempotency-key.ts';
import { CARDS_QUERY_ROOT, FUNDING_READS, invalidateEndpoints } from '../../../lib/money-query-keys.ts';
import { shippingFormSchema } from './shipping-form.ts';

/** The reissue form: why the card is replaced, and where the new card goes. */
export const reissueAndShipInputSchema = shippingFormSchema.extend({
  replacementReason: replacementReasonSchema,
});
export type ReissueAndShipForm = z.input<typeof reissueAndShipInputSchema>;
export type ReissueAndShipInput = z.output<typeof reissueAndShipInputSchema>;

/** replaceCard: closes the card, ships a new physical one and moves the available funds to it. */
export function reissueAndShip(cardId: string, body: ReissueAndShipBody, idempotencyKey: string) {
  return apiRequest<ReissueAndShipResponse>(`/cards/${cardId}/reissueAndShip`, {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

export function useReissueAndShip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { cardId: string; body: ReissueAndShipBody; idempotencyKey: string }) =>
      reissueAndShip(variables.cardId, variables.body, variables.idempotencyKey),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CARDS_QUERY_ROOT }),
        invalidateEndpoints(queryClient, FUNDING_READS),
      ]);
    },
  });
}
