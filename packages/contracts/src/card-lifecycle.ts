import { activityEventTypeSchema, pinWithConfirmationSchema } from '@causeway/domain';
import { z } from 'zod';
import { cardSummarySchema } from './cards.ts';
import { isoDateTime, pageInfoSchema } from './common.ts';

/** lock, unlock, freeze, unfreeze and close answer the card as it now is. */
export const cardActionResponseSchema = z.object({ card: cardSummarySchema });

/** Four digits, typed twice (cardholder spec §5). */
export const setCardPinBodySchema = pinWithConfirmationSchema;
export const setCardPinResponseSchema = z.object({ cardId: z.uuid(), pinSet: z.literal(true) });

export const cardActivitySchema = z.object({
  id: z.uuid(),
  type: activityEventTypeSchema,
  actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: isoDateTime,
});
export const cardActivitiesResponseSchema = z.object({
  activities: z.array(cardActivitySchema),
  page: pageInfoSchema,
});
