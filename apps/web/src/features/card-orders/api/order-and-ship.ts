import type { orderAndShipBodySchema, orderAndShipResponseSchema } from '@causeway/contracts';
import { emailSchema, firstNameSchema, lastNameSchema, phoneSchema } from '@causeway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { idempotencyHeaders } from '../../../lib/api/idempotency-key.ts';
import { CARDS_QUERY_ROOT } from '../../../lib/money-query-keys.ts';
import { shippingFormSchema } from './shipping-form.ts';

/** Phone is optional: blank sends none, anything else must be the domain's 10 digits. */
const optionalPhoneSchema = z.string().transform((value, ctx) => {
  const text = value.trim();
  if (text === '') return undefined;
  const result = phoneSchema.safeParse(text);
  if (result.success) return result.data;
  for (const issue of result.error.issues)
    ctx.issues.push({ code: 'custom', message: issue.message, input: value });
  return z.NEVER;
});

/** The order form: the cardholder, where the card goes and how it travels (spec §5 rules and messages). */
export const orderCardInputSchema = shippingFormSchema.extend({
  cardholder: z.object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    phone: optionalPhoneSchema,
  }),
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
