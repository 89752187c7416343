import {
  colorSchema,
  freeText,
  maxLengthMessage,
  requiredMessage,
  validationMessage,
} from '@causeway/domain';
import { z } from 'zod';
import { idParamsSchema, isoDateTime, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';

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
/** A page of an organisation's tags, oldest first. */
export const businessTagsResponseSchema = tagsResponseSchema.extend({ page: pageInfoSchema });

/** Tag cards of a business: the tag is created for the organisation when its name is new (any case). */
export const tagCardsBodySchema = z.strictObject({
  cardIds: z
    .array(z.uuid())
    .min(1, validationMessage('cardsRequired'))
    .max(CARDS_PER_TAG_MAX, validationMessage('cardsMax', { max: CARDS_PER_TAG_MAX }))
    .refine((ids) => new Set(ids).size === ids.length, validationMessage('cardsDuplicate')),
  name: freeText({
    min: 1,
    max: TAG_NAME_LENGTH_MAX,
    minMessage: requiredMessage('name'),
    maxMessage: maxLengthMessage('name', TAG_NAME_LENGTH_MAX),
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

const tags = ['cards'];

/** Tags of an organisation and the cards carrying them (issue 5 item 5, spec §7). */
export const cardTagEndpoints = {
  businessTags: endpoint({
    method: 'GET',
    path: '/businesses/{id}/tags',
    summary: "The organisation's tags, oldest first, a page at a time (any member)",
    tags,
    access: { kind: 'business' },
    params: idParamsSchema,
    query: pageQuerySchema,
    response: businessTagsResponseSchema,
  }),
  tagCards: endpoint({
    method: 'POST',
    path: '/cards/business/{id}/tag',
    summary: 'Tag cards of a business, creating the tag when its name is new (addTagToCard)',
    tags,
    access: { kind: 'business', permission: 'addTagToCard' },
    params: idParamsSchema,
    body: tagCardsBodySchema,
    response: tagCardsResponseSchema,
  }),
  cardTags: endpoint({
    method: 'GET',
    path: '/cards/{id}/tags',
    summary: 'Tags of a card',
    tags,
    access: { kind: 'card' },
    params: idParamsSchema,
    response: cardTagsResponseSchema,
  }),
  removeCardTag: endpoint({
    method: 'DELETE',
    path: '/cards/{id}/tag/{tagId}',
    summary: 'Remove a tag from a card; the tag stays in the organisation (deleteTagFromCard)',
    tags,
    access: { kind: 'card', permission: 'deleteTagFromCard' },
    params: cardTagParamsSchema,
    response: cardTagsResponseSchema,
  }),
};
