import {
  addressSchema,
  CARD_ORDER_STATUSES,
  emailSchema,
  firstNameSchema,
  languageCodeSchema,
  lastNameSchema,
  phoneSchema,
  SHIPPING_TYPES,
  shipmentMethodSchema,
  validationMessage,
} from '@causeway/domain';
import { z } from 'zod';
import { cardSummarySchema } from './cards.ts';
import { idParamsSchema, isoDateTime, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';

export const cardOrderStatusSchema = z.enum(CARD_ORDER_STATUSES);

/** A physical card for one cardholder, shipped to the address (spec §5 address and shipment rules). */
export const orderAndShipBodySchema = z.strictObject({
  cardholder: z.strictObject({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    phone: phoneSchema.optional(),
    /** The language the cardholder reads: their card emails are written in it until they choose one. */
    language: languageCodeSchema.optional(),
  }),
  shippingAddress: z.strictObject(addressSchema.shape),
  shipmentMethod: shipmentMethodSchema,
});

export const cardOrderSchema = z.object({
  id: z.uuid(),
  businessId: z.uuid(),
  status: cardOrderStatusSchema,
  shippingType: z.enum(SHIPPING_TYPES),
  shippingAddress: z.object({
    firstName: z.string(),
    lastName: z.string(),
    addressOne: z.string(),
    addressTwo: z.string().optional(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  }),
  /** Set when the card ships; null before. */
  trackingNumber: z.string().nullable(),
  /** The carrier's tracking page for the number; null before the card ships. */
  trackingUrl: z.string().nullable(),
  card: z.object({
    id: z.uuid(),
    reference: z.string(),
    last4: z.string(),
    status: z.string(),
  }),
  cardholder: z.object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
  }),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type CardOrder = z.infer<typeof cardOrderSchema>;

export const orderAndShipResponseSchema = z.object({ order: cardOrderSchema, card: cardSummarySchema });
export const cardOrdersQuerySchema = pageQuerySchema;
export const cardOrdersResponseSchema = z.object({ orders: z.array(cardOrderSchema), page: pageInfoSchema });
export const cardOrderParamsSchema = z.object({ id: z.uuid(), orderId: z.uuid() });
export const cardOrderResponseSchema = z.object({ order: cardOrderSchema });
export const sandboxCardOrderParamsSchema = z.object({ orderId: z.uuid() });

const tags = ['cards'];

/** Physical cards: ordering, shipping and the orders list (issue 5 item 1, spec §7). */
export const cardOrderEndpoints = {
  orderAndShip: endpoint({
    method: 'POST',
    path: '/cards/business/{id}/orderAndShip',
    summary:
      'Order a physical card for a cardholder and ship it; the cardholder is emailed (orderCard; Idempotency-Key required)',
    tags,
    access: { kind: 'business', permission: 'orderCard' },
    params: idParamsSchema,
    body: orderAndShipBodySchema,
    status: 201,
    response: orderAndShipResponseSchema,
    idempotent: true,
  }),
  list: endpoint({
    method: 'GET',
    path: '/businesses/{id}/cardOrders',
    summary: 'Physical card orders of a business, newest first (an organisation includes its programs)',
    tags,
    access: { kind: 'business' },
    params: idParamsSchema,
    query: cardOrdersQuerySchema,
    response: cardOrdersResponseSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/businesses/{id}/cardOrders/{orderId}',
    summary: 'A card order: status, shipping type, tracking number and link',
    tags,
    access: { kind: 'business' },
    params: cardOrderParamsSchema,
    response: cardOrderResponseSchema,
  }),
};

/** Why a card is replaced (Stripe Issuing's replacement_reason, without "expired"). */
export const REPLACEMENT_REASONS = ['lost', 'stolen', 'damaged'] as const;
export const replacementReasonSchema = z.enum(REPLACEMENT_REASONS, {
  error: validationMessage('replaceReasonInvalid'),
});
export type ReplacementReason = z.infer<typeof replacementReasonSchema>;

/**
 * Replace a card with a new physical card shipped to the address (same address and shipment
 * rules as orderAndShip). The old card's available funds move to the new card and it closes.
 */
export const reissueAndShipBodySchema = z.strictObject({
  replacementReason: replacementReasonSchema,
  shippingAddress: orderAndShipBodySchema.shape.shippingAddress,
  shipmentMethod: orderAndShipBodySchema.shape.shipmentMethod,
});
export type ReissueAndShipBody = z.infer<typeof reissueAndShipBodySchema>;
export const reissueAndShipResponseSchema = z.object({
  /** The replaced card, now closed. */
  previousCard: cardSummarySchema,
  /** The new physical card: inactive until the cardholder activates it. */
  card: cardSummarySchema,
  /** The order shipping the new card (its id is order.id). */
  order: cardOrderSchema,
  replacementReason: replacementReasonSchema,
  /** Cents moved from the old card to the new one (its available balance). */
  movedCents: z.number().int(),
});
export type ReissueAndShipResponse = z.infer<typeof reissueAndShipResponseSchema>;
