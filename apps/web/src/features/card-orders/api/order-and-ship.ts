import type { orderAndShipBodySchema, orderAndShipResponseSchema } from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { idempotencyHeaders } from '../../../lib/api/idempotency-key.ts';
import { CARDS_QUERY_ROOT } from '../../../lib/money-query-keys.ts';
import { personFormSchema } from '../../../lib/person-form.ts';
import { shippingFormSchema } from './shipping-form.ts';

/** The order form: the cardholder, where the card goes and how it travels (spec §5 rules and messages). */
export const orderCardInputSchema = shippingFormSchema.extend({
  cardholder: personFormSchema,
});
export type OrderCardForm = z.input<typeof orderCardInputSchema>;
export type OrderCardInput = z.output<typeof orderCardInputSchema>;

type OrderAndShipBody = z.infer<typeof orderAndShipBodySchema>;
type OrderAndShipResponse = z.infer<typeof orderAndShipResponseSchema>;

/** orderCard: issues an inactive physical card and ships it, once per idempotency key. */
export function orderAndShip(businessId: string, body: OrderAndShipBody, idempotencyKey: string) {
  return apiRequest<OrderAndShipResponse>(`/cards/business/${businessId}/orderAndShip`, {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

export function useOrderAndShip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { businessId: string; body: OrderAndShipBody; idempotencyKey: string }) =>
      orderAndShip(variables.businessId, variables.body, variables.idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CARDS_QUERY_ROOT }),
  });
}
