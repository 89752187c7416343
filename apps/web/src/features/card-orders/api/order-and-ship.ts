import { cardOrderEndpoints, type EndpointInput } from '@causeway/contracts';
import { languageCodeSchema } from '@causeway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api/call.ts';
import { idempotencyHeaders } from '../../../lib/api/idempotency-key.ts';
import { invalidateCardReads, invalidateEndpoints } from '../../../lib/money-query-keys.ts';
import { personFormSchema } from '../../../lib/person-form.ts';
import { CARD_ORDER_READS } from './card-order-keys.ts';
import { shippingFormSchema } from './shipping-form.ts';

/** The order form: the cardholder, where the card goes and how it travels (spec §5 rules and messages). */
export const orderCardInputSchema = shippingFormSchema.extend({
  cardholder: personFormSchema.extend({ language: languageCodeSchema }),
});
export type OrderCardForm = z.input<typeof orderCardInputSchema>;
export type OrderCardInput = z.output<typeof orderCardInputSchema>;

type OrderAndShipBody = EndpointInput<typeof cardOrderEndpoints.orderAndShip>['body'];

/** orderCard: issues an inactive physical card and ships it, once per idempotency key. */
export function orderAndShip(businessId: string, body: OrderAndShipBody, idempotencyKey: string) {
  return call(cardOrderEndpoints.orderAndShip, {
    params: { id: businessId },
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

export function useOrderAndShip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { businessId: string; body: OrderAndShipBody; idempotencyKey: string }) =>
      orderAndShip(variables.businessId, variables.body, variables.idempotencyKey),
    // The new card shows in the cards lists and its order in the orders lists.
    onSuccess: () =>
      Promise.all([invalidateCardReads(queryClient), invalidateEndpoints(queryClient, CARD_ORDER_READS)]),
  });
}
