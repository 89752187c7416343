import { cardReissueEndpoints, type ReissueAndShipBody, replacementReasonSchema } from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api/call.ts';
import { idempotencyHeaders } from '../../../lib/api/idempotency-key.ts';
import { FUNDING_READS, invalidateCardReads, invalidateEndpoints } from '../../../lib/money-query-keys.ts';
import { shippingFormSchema } from './shipping-form.ts';

/** The reissue form: why the card is replaced, and where the new card goes. */
export const reissueAndShipInputSchema = shippingFormSchema.extend({
  replacementReason: replacementReasonSchema,
});
export type ReissueAndShipForm = z.input<typeof reissueAndShipInputSchema>;
export type ReissueAndShipInput = z.output<typeof reissueAndShipInputSchema>;

/** replaceCard: closes the card, ships a new physical one and moves the available funds to it. */
export function reissueAndShip(cardId: string, body: ReissueAndShipBody, idempotencyKey: string) {
  return call(cardReissueEndpoints.reissueAndShip, {
    params: { id: cardId },
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
        // The cards and the orders lists, the old and the new card, and the funding totals.
        invalidateCardReads(queryClient),
        invalidateEndpoints(queryClient, FUNDING_READS),
      ]);
    },
  });
}
