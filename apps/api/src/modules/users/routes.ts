import { userEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, route } from '../../http/define-routes.ts';
import { editNote, readNotes, removeNote, writeNote } from './notes.ts';
import { createPreference, listPreferences, updatePreference } from './preferences.ts';
import { getUserProfile, updateUserProfile } from './profile.ts';

/** The signed-in user's own account, preferences, and staff notes about people (spec §7 "Users"). */
export const userRoutes: FastifyPluginAsync = async (app) =>
  registerRoutes(app, [
    route(userEndpoints.get, ({ db, actor }) => getUserProfile(db, actor.userId)),
    route(userEndpoints.update, ({ db, actor, body }) => updateUserProfile(db, actor.userId, body)),
    route(userEndpoints.preferences, ({ db, actor }) => listPreferences(db, actor.userId)),
    route(userEndpoints.createPreference, ({ db, actor, body }) => createPreference(db, actor.userId, body)),
    route(userEndpoints.updatePreference, ({ db, actor, params, body }) =>
      updatePreference(db, actor.userId, params.prefId, body.value),
    ),
    route(userEndpoints.createNote, ({ db, actor, params, body, recordPermission }) =>
      writeNote(db, actor, params.id, body, recordPermission),
    ),
    route(userEndpoints.notes, ({ db, actor, params, query }) =>
      readNotes(db, actor, params.id, query.businessId),
    ),
    route(userEndpoints.updateNote, ({ db, actor, params, body, recordPermission }) =>
      editNote(db, actor, params.noteId, body.content, recordPermission),
    ),
    route(userEndpoints.deleteNote, async ({ db, actor, params, recordPermission }) => {
      await removeNote(db, actor, params.noteId, recordPermission);
      return null;
    }),
  ]);
