import {
  communicationPreferenceParamsSchema,
  communicationPreferenceResponseSchema,
  communicationPreferencesResponseSchema,
  createCommunicationPreferenceBodySchema,
  createNoteBodySchema,
  getUserResponseSchema,
  idParamsSchema,
  noteParamsSchema,
  noteResponseSchema,
  notesQuerySchema,
  notesResponseSchema,
  patchCommunicationPreferenceBodySchema,
  patchNoteBodySchema,
  patchUserBodySchema,
  patchUserResponseSchema,
} from '@causeway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/request-actor.ts';
import { conflictErrors, protectedErrors } from '../../lib/error-responses.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { authorizeRecord } from '../tenancy/access.ts';
import {
  assertSubjectVisible,
  authorizeNote,
  createNote,
  deleteNote,
  listNotes,
  updateNote,
} from './notes.ts';
import { createPreference, listPreferences, updatePreference } from './preferences.ts';
import { getUserProfile, updateUserProfile } from './profile.ts';
import { requireSelf } from './self.ts';

const errors = protectedErrors;

/** The signed-in user's own account, preferences, and staff notes about people (spec §7 "Users"). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;

  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: "The caller's account, the businesses they hold a role in, and their cards",
        params: idParamsSchema,
        response: { 200: getUserResponseSchema, ...errors },
      },
    },
    async (request) => getUserProfile(db, requireSelf(callerOf(request), request.params.id)),
  );

  app.patch(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: "Update the caller's name or phone",
        params: idParamsSchema,
        body: patchUserBodySchema,
        response: { 200: patchUserResponseSchema, ...conflictErrors },
      },
    },
    async (request) => updateUserProfile(db, requireSelf(callerOf(request), request.params.id), request.body),
  );

  app.get(
    '/users/:id/communicationPreferences',
    {
      schema: {
        tags: ['users'],
        summary: "The caller's email notification preferences",
        params: idParamsSchema,
        response: { 200: communicationPreferencesResponseSchema, ...errors },
      },
    },
    async (request) => listPreferences(db, requireSelf(callerOf(request), request.params.id)),
  );

  app.post(
    '/users/:id/communicationPreferences',
    {
      schema: {
        tags: ['users'],
        summary: 'Set the preference of one notification type (409 when that type is already set)',
        params: idParamsSchema,
        body: createCommunicationPreferenceBodySchema,
        response: { 201: communicationPreferenceResponseSchema, ...conflictErrors },
      },
    },
    async (request, reply) => {
      const userId = requireSelf(callerOf(request), request.params.id);
      return reply.status(201).send(await createPreference(db, userId, request.body));
    },
  );

  app.patch(
    '/users/:id/communicationPreferences/:prefId',
    {
      schema: {
        tags: ['users'],
        summary: 'Change one notification preference',
        params: communicationPreferenceParamsSchema,
        body: patchCommunicationPreferenceBodySchema,
        response: { 200: communicationPreferenceResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = requireSelf(callerOf(request), request.params.id);
      return updatePreference(db, userId, request.params.prefId, request.body.value);
    },
  );

  app.post(
    '/users/:id/note',
    {
      schema: {
        tags: ['users'],
        summary: 'Write a note about a person of the business (permission createNote)',
        params: idParamsSchema,
        body: createNoteBodySchema,
        response: { 201: noteResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const access = await authorizeRecord(
        db,
        await actorOf(request),
        request.body.businessId,
        'createNote',
        'Business',
      );
      await assertSubjectVisible(db, request.params.id, access);
      const note = await createNote(db, {
        businessId: request.body.businessId,
        subjectUserId: request.params.id,
        authorUserId: callerOf(request).userId,
        content: request.body.content,
      });
      return reply.status(201).send(note);
    },
  );

  app.get(
    '/users/:id/notes',
    {
      schema: {
        tags: ['users'],
        summary: 'Notes about a person in one business, newest first',
        params: idParamsSchema,
        querystring: notesQuerySchema,
        response: { 200: notesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const access = await authorizeRecord(
        db,
        await actorOf(request),
        request.query.businessId,
        undefined,
        'Business',
      );
      await assertSubjectVisible(db, request.params.id, access);
      return listNotes(db, request.params.id, request.query.businessId);
    },
  );

  app.patch(
    '/users/notes/:noteId',
    {
      schema: {
        tags: ['users'],
        summary: "Edit a note (permission editNote on the note's business)",
        params: noteParamsSchema,
        body: patchNoteBodySchema,
        response: { 200: noteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const note = await authorizeNote(db, await actorOf(request), request.params.noteId, 'editNote');
      return updateNote(db, note.id, request.body.content);
    },
  );

  app.delete(
    '/users/notes/:noteId',
    {
      schema: {
        tags: ['users'],
        summary: "Delete a note (permission editNote on the note's business)",
        params: noteParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const note = await authorizeNote(db, await actorOf(request), request.params.noteId, 'editNote');
      await deleteNote(db, note.id);
      return reply.status(204).send(null);
    },
  );
};
