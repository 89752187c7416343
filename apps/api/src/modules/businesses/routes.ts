import {
  businessAddressResponseSchema,
  businessSettingsPatchHeadersSchema,
  businessSettingsResponseSchema,
  createBusinessSettingsBodySchema,
  createProgramBodySchema,
  createProgramResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  inviteMemberBodySchema,
  inviteMemberResponseSchema,
  memberParamsSchema,
  membersResponseSchema,
  patchBusinessSettingsBodySchema,
  programsResponseSchema,
} from '@causeway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/request-actor.ts';
import { conflictErrors, protectedErrors } from '../../lib/error-responses.ts';
import { authorizeBusiness, requireCovered } from '../tenancy/access.ts';
import { getBusinessAddress } from './address.ts';
import { addMember } from './member-invitations.ts';
import { listMembers, removeMember } from './members.ts';
import { createProgram, listPrograms } from './programs.ts';
import { createSettings, getSettings, patchSettings, preconditionRequired } from './settings.ts';

const errors = protectedErrors;

/** A business's programs, members, settings and address (spec §7 "Business"). */
export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, outbox } = app.services;

  app.get(
    '/businesses/:id/programs',
    {
      schema: {
        tags: ['businesses'],
        summary: "The organisation's programs, oldest first",
        params: idParamsSchema,
        response: { 200: programsResponseSchema, ...errors },
      },
    },
    async (request) =>
      listPrograms(db, await authorizeBusiness(db, await actorOf(request), request.params.id)),
  );

  app.post(
    '/businesses/:id/program',
    {
      schema: {
        tags: ['businesses'],
        summary: 'Create a program under a top-level business (permission createProgram)',
        params: idParamsSchema,
        body: createProgramBodySchema,
        response: { 201: createProgramResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const access = await authorizeBusiness(db, await actorOf(request), request.params.id, 'createProgram');
      return reply.status(201).send(await createProgram(db, access, request.body));
    },
  );

  app.get(
    '/businesses/:id/users',
    {
      schema: {
        tags: ['businesses'],
        summary:
          "Members of the business (an organisation includes its programs', each with its business) and pending invitations",
        params: idParamsSchema,
        response: { 200: membersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { visibleBusinessIds } = requireCovered(
        await authorizeBusiness(db, await actorOf(request), request.params.id),
      );
      return listMembers(db, visibleBusinessIds);
    },
  );

  app.post(
    '/businesses/:id/users',
    {
      schema: {
        tags: ['businesses'],
        summary: 'Add a member by email, or email them an invitation (permission addMember)',
        params: idParamsSchema,
        body: inviteMemberBodySchema,
        response: { 201: inviteMemberResponseSchema, ...conflictErrors },
      },
    },
    async (request, reply) => {
      const access = await authorizeBusiness(db, await actorOf(request), request.params.id, 'addMember');
      const added = await addMember(db, { outbox, publicUrl: config.publicUrl }, access, request.body);
      return reply.status(201).send(added);
    },
  );

  app.delete(
    '/businesses/:id/users/:userId',
    {
      schema: {
        tags: ['businesses'],
        summary: "Remove a member's role, or revoke a pending invitation (permission deleteMember)",
        params: memberParamsSchema,
        response: { 204: z.null(), ...conflictErrors },
      },
    },
    async (request, reply) => {
      const access = await authorizeBusiness(db, await actorOf(request), request.params.id, 'deleteMember');
      await removeMember(db, access, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/businesses/:id/settings',
    {
      schema: {
        tags: ['businesses'],
        summary: "The business's settings, fixed custom fields marked fixed (404 when it has none yet)",
        params: idParamsSchema,
        response: { 200: businessSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { business } = await authorizeBusiness(db, await actorOf(request), request.params.id);
      return getSettings(db, business.id, config.fixedCustomFields);
    },
  );

  app.post(
    '/businesses/:id/settings',
    {
      schema: {
        tags: ['businesses'],
        summary: "Create the business's settings (permission editCustomField)",
        params: idParamsSchema,
        body: createBusinessSettingsBodySchema,
        response: { 201: businessSettingsResponseSchema, ...conflictErrors },
      },
    },
    async (request, reply) => {
      const { business } = await authorizeBusiness(
        db,
        await actorOf(request),
        request.params.id,
        'editCustomField',
      );
      return reply
        .status(201)
        .send(await createSettings(db, business.id, request.body, config.fixedCustomFields));
    },
  );

  app.patch(
    '/businesses/:id/settings',
    {
      schema: {
        tags: ['businesses'],
        summary:
          'Merge changes into the settings; If-Match must carry the updatedAt last read (permission editCustomField)',
        params: idParamsSchema,
        headers: businessSettingsPatchHeadersSchema,
        body: patchBusinessSettingsBodySchema,
        response: {
          200: businessSettingsResponseSchema,
          ...errors,
          412: errorResponseSchema,
          428: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { business } = await authorizeBusiness(
        db,
        await actorOf(request),
        request.params.id,
        'editCustomField',
      );
      const ifMatch = request.headers['if-match'];
      if (!ifMatch) throw preconditionRequired();
      return patchSettings(db, business.id, ifMatch, request.body, config.fixedCustomFields);
    },
  );

  app.get(
    '/businesses/:id/address',
    {
      schema: {
        tags: ['businesses'],
        summary: "The organisation's address (a program answers its top-level business's)",
        params: idParamsSchema,
        response: { 200: businessAddressResponseSchema, ...errors },
      },
    },
    async (request) =>
      getBusinessAddress(db, await authorizeBusiness(db, await actorOf(request), request.params.id)),
  );
};
