import { CARD_FORMS, CARD_STATUSES } from '@causeway/domain';
import { z } from 'zod';
import { idParamsSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { balanceSchema } from './money.ts';

/**
 * One of the cardholder's own cards, as the cardholder portal shows it: no number, no holder
 * record, no tags or other staff data. `reference` is the card ID printed on the back of a physical
 * card; a virtual card has none to show.
 */
export const cardholderOwnCardSchema = z.object({
  id: z.uuid(),
  reference: z.string().optional(),
  last4: z.string(),
  form: z.enum(CARD_FORMS),
  status: z.enum(CARD_STATUSES),
  businessId: z.uuid(),
  /** The organisation name shown on the card (the top-level organisation of the card's program). */
  businessName: z.string(),
  balance: balanceSchema,
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
});
export type CardholderOwnCard = z.infer<typeof cardholderOwnCardSchema>;

/** GET /cardholders/{id}/: the signed-in person's cardholder context (cardholder spec §3, §7). */
export const cardholderResponseSchema = z.object({
  cardholder: z.object({
    userId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    /** Unique by card id, oldest first. */
    cards: z.array(cardholderOwnCardSchema),
  }),
});
export type CardholderResponse = z.infer<typeof cardholderResponseSchema>;

const tags = ['cardholders'];

/** The cardholder portal's own fetch (cardholder spec §7: a 401 or 404 signs the person out). */
export const cardholderEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/cardholders/{id}',
    summary:
      'The signed-in cardholder (by user id) with their cards; an account without cards answers cardholderLookupFailed (404)',
    tags,
    access: { kind: 'self' },
    params: idParamsSchema,
    response: cardholderResponseSchema,
    errors: ['cardholderLookupFailed'],
  }),
};
