import {
  cardTagParamsSchema,
  cardTagsResponseSchema,
  idParamsSchema,
  tagCardsBodySchema,
  tagCardsResponseSchema,
  tagsResponseSchema,
} from '@causeway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/request-actor.ts';
import { protectedErrors } from '../../lib/error-responses.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { authorizeCard } from '../cards/card-access.ts';
import { authorizeBusiness } from '../tenancy/access.ts';
import { listCardTags, listOrganizationTags, removeCardTag, tagCards } from './tag-store.ts';

/** Tags of an organisation and the cards carrying them (issue 5 item 5, spec §7). */
export const cardTagRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  const tags = ['cards'];

  app.get(
    '/businesses/:id/tags',
    {
      schema: {
        tags,
        summary: "The organisation's tags (any member)",
        params: idParamsSchema,
        response: { 200: tagsResponseSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { topLevelBusinessId } = await authorizeBusiness(db, await actorOf(request), request.params.id);
      return listOrganizationTags(db, topLevelBusinessId);
    },
  );

  app.post(
    '/cards/business/:id/tag',
    {
      schema: {
        tags,
        summary: 'Tag cards of a business, creating the tag when its name is new (addTagToCard)',
        params: idParamsSchema,
        body: tagCardsBodySchema,
        response: { 200: tagCardsResponseSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const access = await authorizeBusiness(db, await actorOf(request), request.params.id, 'addTagToCard');
      return tagCards(db, access, request.body, callerOf(request).userId);
    },
  );

  app.get(
    '/cards/:id/tags',
    {
      schema: {
        tags,
        summary: 'Tags of a card',
        params: idParamsSchema,
        response: { 200: cardTagsResponseSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { card } = await authorizeCard(db, await actorOf(request), request.params.id);
      return listCardTags(db, card.id);
    },
  );

  app.delete(
    '/cards/:id/tag/:tagId',
    {
      schema: {
        tags,
        summary: 'Remove a tag from a card; the tag stays in the organisation (deleteTagFromCard)',
        params: cardTagParamsSchema,
        response: { 200: cardTagsResponseSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { card } = await authorizeCard(
        db,
        await actorOf(request),
        request.params.id,
        'deleteTagFromCard',
      );
      return removeCardTag(db, card, request.params.tagId, callerOf(request).userId);
    },
  );
};
