import { colorSchema, freeText } from '@causeway/domain';
import { z } from 'zod';
import { isoDateTime } from './common.ts';

export const TAG_NAME_LENGTH_MAX = 50;
export const CARDS_PER_TAG_MAX = 100;

export const tagSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  color: z.string(),
  createdAt: isoDateTime,
});
export type Tag = z.infer<typeof tagSchema>;

export const tagsResponseSchema = z.object({ tags: z.array(tagSchema) });

/** Tag cards of a business: the tag is created for the organisation when its name is new (any case). */
export const tagCardsBodySchema = z.strictObject({
  cardIds: z
    .array(z.uuid())
    .min(1, 'Choose at least one card')
    .max(CARDS_PER_TAG_MAX, `At most ${CARDS_PER_TAG_MAX} cards at a time`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each card may appear once'),
  name: freeText({
    min: 1,
    max: TAG_NAME_LENGTH_MAX,
    minMessage: 'Name is required',
    maxMessage: `Name must have at most ${TAG_NAME_LENGTH_MAX} characters`,
  }),
  /** Blank or absent: a random preset colour. Ignored when the tag already exists. */
  color: colorSchema.optional(),
});
export const tagCardsResponseSchema = z.object({
  tag: tagSchema,
  created: z.boolean(),
  /** Cards the tag was newly attached to; cards that already had it are not repeated. */
  attachedCardIds: z.array(z.uuid()),
});

export const cardTagParamsSchema = z.object({ id: z.uuid(), tagId: z.uuid() });
export const cardTagsResponseSchema = z.object({ cardId: z.uuid(), tags: z.array(tagSchema) });
