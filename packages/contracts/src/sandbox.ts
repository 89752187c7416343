import { z } from 'zod';
import {
  authorizationRequestSchema,
  clearAuthorizationBodySchema,
  refundAuthorizationBodySchema,
  transactionIdParamsSchema,
  transactionResponseSchema,
} from './authorizations.ts';
import { cardOrderResponseSchema, sandboxCardOrderParamsSchema } from './card-orders.ts';
import { isoDateTime } from './common.ts';
import { endpoint } from './endpoint.ts';
import { sandboxAchDepositBodySchema } from './funding.ts';
import { balanceSchema } from './money.ts';

export const outboxMessageSchema = z.object({
  id: z.uuid(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  /** An email's HTML part (right to left for Arabic, Dari, Pashto and Farsi); null for a text message. */
  html: z.string().nullable(),
  status: z.string(),
  createdAt: isoDateTime,
});
export const outboxQuerySchema = z.object({
  recipient: z.string().max(320).optional(),
  channel: z.enum(['email', 'sms']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });

const tags = ['sandbox'];

/**
 * The built-in card network (SANDBOX=1 only, public like the rest of the sandbox): it plays
 * purchases into the issuer decision, then clears, reverses or refunds them.
 */
export const sandboxAuthorizationEndpoints = {
  authorize: endpoint({
    method: 'POST',
    path: '/sandbox/authorizations',
    summary: 'Play a card purchase: the issuer approves (placing a hold) or declines with a reason',
    tags,
    access: { kind: 'public' },
    body: authorizationRequestSchema,
    status: 201,
    response: transactionResponseSchema,
    errors: ['not_found'],
  }),
  clear: endpoint({
    method: 'POST',
    path: '/sandbox/authorizations/{id}/clear',
    summary: 'Clear an approved purchase, optionally for a different final amount',
    tags,
    access: { kind: 'public' },
    params: transactionIdParamsSchema,
    body: clearAuthorizationBodySchema.nullish(),
    response: transactionResponseSchema,
    errors: ['not_found', 'invalid_transaction_state', 'insufficient_funds'],
  }),
  reverse: endpoint({
    method: 'POST',
    path: '/sandbox/authorizations/{id}/reverse',
    summary: 'Reverse an approved purchase: its hold is released',
    tags,
    access: { kind: 'public' },
    params: transactionIdParamsSchema,
    response: transactionResponseSchema,
    errors: ['not_found', 'invalid_transaction_state'],
  }),
  refund: endpoint({
    method: 'POST',
    path: '/sandbox/authorizations/{id}/refund',
    summary: 'Refund part or all of a cleared purchase to the card',
    tags,
    access: { kind: 'public' },
    params: transactionIdParamsSchema,
    body: refundAuthorizationBodySchema,
    status: 201,
    response: transactionResponseSchema,
    errors: ['not_found', 'invalid_transaction_state'],
  }),
};

/** The face and back of a physical card in the sandbox: what its holder types to link it. */
export const printedCardResponseSchema = z.object({
  printedCard: z.object({
    /** The 10-character card ID on the back. */
    cardId: z.string(),
    lastSix: z.string(),
    /** MM/YY, as embossed. */
    expiry: z.string(),
    organizationName: z.string(),
    cardholderName: z.string(),
  }),
});

/** The sandbox carrier (SANDBOX=1 only, public like the other sandbox routes). */
export const sandboxCardOrderEndpoints = {
  advance: endpoint({
    method: 'POST',
    path: '/sandbox/cardOrders/{orderId}/advance',
    summary: 'Move a card order one step: ordered → produced → shipped → delivered (sandbox only)',
    tags,
    access: { kind: 'public' },
    params: sandboxCardOrderParamsSchema,
    response: cardOrderResponseSchema,
    errors: ['not_found', 'card_order_delivered'],
  }),
  printedCard: endpoint({
    method: 'GET',
    path: '/sandbox/cardOrders/{orderId}/printedCard',
    summary:
      'What is printed on the card of an order, as the person holding it reads it: card ID, last 6 digits, expiry, organisation (sandbox only)',
    tags,
    access: { kind: 'public' },
    params: sandboxCardOrderParamsSchema,
    response: printedCardResponseSchema,
    errors: ['not_found'],
    noStore: true,
  }),
};

/**
 * The sandbox's own routes (modules/sandbox): it plays the outside world. Registered only when
 * SANDBOX=1, never in production, so public: a person reads the sign-in code before signing in.
 */
export const sandboxFundingEndpoints = {
  outbox: endpoint({
    method: 'GET',
    path: '/sandbox/outbox',
    summary: 'Emails and text messages the platform sent (sandbox only)',
    tags,
    access: { kind: 'public' },
    query: outboxQuerySchema,
    response: outboxResponseSchema,
  }),
  achDeposit: endpoint({
    method: 'POST',
    path: '/sandbox/achDeposits',
    summary: "Play an incoming ACH deposit into a business's funding account (sandbox only)",
    tags,
    access: { kind: 'public' },
    body: sandboxAchDepositBodySchema,
    status: 201,
    response: z.object({ entryId: z.uuid(), balance: balanceSchema }),
    errors: ['not_found'],
  }),
};
