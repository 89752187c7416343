import {
  deleteMetadataBodySchema,
  metadataBodySchema,
  metadataQuerySchema,
  metadataResponseSchema,
} from '@causeway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/request-actor.ts';
import { conflictErrors, protectedErrors } from '../../lib/error-responses.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import {
  authorizeMetadataTarget,
  createMetadata,
  deleteMetadata,
  readMetadata,
  replaceMetadata,
} from './metadata-store.ts';

/** Key and value pairs on cards and cardholders (spec §7 "Metadata"); writes need editMetadata. */
export const metadataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  const tags = ['metadata'];

  app.get(
    '/businesses/metadata',
    {
      schema: {
        tags,
        summary: "A target's metadata (any member of the target's business)",
        querystring: metadataQuerySchema,
        response: { 200: metadataResponseSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const businessId = await authorizeMetadataTarget(db, await actorOf(request), request.query);
      return readMetadata(db, request.query, businessId);
    },
  );

  app.post(
    '/businesses/metadata',
    {
      schema: {
        tags,
        summary: 'Add metadata to a card or cardholder; 409 when it already has some (editMetadata)',
        body: metadataBodySchema,
        response: { 201: metadataResponseSchema, ...conflictErrors },
      },
    },
    async (request, reply) => {
      const { type, targetId, metadata } = request.body;
      const businessId = await authorizeMetadataTarget(
        db,
        await actorOf(request),
        { type, targetId },
        'editMetadata',
      );
      const answer = await createMetadata(
        db,
        { type, targetId },
        businessId,
        metadata,
        callerOf(request).userId,
      );
      return reply.status(201).send(answer);
    },
  );

  app.patch(
    '/businesses/metadata',
    {
      schema: {
        tags,
        summary: "Replace a target's metadata pairs (editMetadata)",
        body: metadataBodySchema,
        response: { 200: metadataResponseSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { type, targetId, metadata } = request.body;
      const businessId = await authorizeMetadataTarget(
        db,
        await actorOf(request),
        { type, targetId },
        'editMetadata',
      );
      return replaceMetadata(db, { type, targetId }, businessId, metadata, callerOf(request).userId);
    },
  );

  app.delete(
    '/businesses/metadata',
    {
      schema: {
        tags,
        summary: "Remove a target's metadata (editMetadata)",
        body: deleteMetadataBodySchema,
        response: { 200: metadataResponseSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { type, targetId } = request.body;
      const businessId = await authorizeMetadataTarget(
        db,
        await actorOf(request),
        { type, targetId },
        'editMetadata',
      );
      return deleteMetadata(db, { type, targetId }, businessId, callerOf(request).userId);
    },
  );
};
