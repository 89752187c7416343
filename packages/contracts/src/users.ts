import {
  COMMUNICATION_PREFERENCE_VALUES,
  freeText,
  languageCodeSchema,
  maxLengthMessage,
  NOTIFICATION_TYPES,
  PRODUCT_TYPES,
  personNameSchema,
  phoneSchema,
  ROLES,
  requiredMessage,
  SCOPE_LEVELS,
  validationMessage,
} from '@causeway/domain';
import { z } from 'zod';
import { idParamsSchema, isoDateTime } from './common.ts';
import { endpoint } from './endpoint.ts';

export const userSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  googleLinked: z.boolean(),
  /** Holds (or is registered for) cards of some organisation: the cardholder portal applies. */
  isCardholder: z.boolean(),
  scope: z.enum(SCOPE_LEVELS),
  /** The language of the person's emails and text messages. */
  language: languageCodeSchema,
});

/** A business the user has a role in; programs name their top-level business. */
export const userBusinessSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  topLevelBusinessId: z.uuid(),
  topLevelBusinessName: z.string(),
  productType: z.enum(PRODUCT_TYPES).nullable(),
  role: z.enum(ROLES),
  applicationStatus: z.string(),
  eligibleForOnDemand: z.boolean(),
});

export const userCardSchema = z.object({
  id: z.string(),
  businessId: z.uuid(),
  last4: z.string(),
  type: z.enum(['physical', 'virtual']),
  status: z.string(),
});

export const getUserResponseSchema = z.object({
  user: userSchema,
  businesses: z.array(userBusinessSchema),
  cards: z.array(userCardSchema),
});

export const patchUserBodySchema = z
  .strictObject({
    firstName: personNameSchema,
    lastName: personNameSchema,
    phone: phoneSchema.nullable(),
    language: languageCodeSchema,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, validationMessage('nothingToUpdate'));

export const communicationPreferenceSchema = z.object({
  id: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  value: z.enum(COMMUNICATION_PREFERENCE_VALUES),
  updatedAt: isoDateTime,
});
export const communicationPreferencesResponseSchema = z.object({
  communicationPreferences: z.array(communicationPreferenceSchema),
});
export const createCommunicationPreferenceBodySchema = z.strictObject({
  type: z.enum(NOTIFICATION_TYPES),
  value: z.enum(COMMUNICATION_PREFERENCE_VALUES),
});
export const patchCommunicationPreferenceBodySchema = z.strictObject({
  value: z.enum(COMMUNICATION_PREFERENCE_VALUES),
});

export const NOTE_LENGTH_MAX = 5000;
export const noteSchema = z.object({
  id: z.uuid(),
  businessId: z.uuid(),
  subjectUserId: z.uuid(),
  author: z.object({ id: z.uuid(), name: z.string() }),
  content: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
const noteContentSchema = freeText({
  min: 1,
  max: NOTE_LENGTH_MAX,
  multiline: true,
  minMessage: requiredMessage('note'),
  maxMessage: maxLengthMessage('note', NOTE_LENGTH_MAX),
});
export const createNoteBodySchema = z.strictObject({ businessId: z.uuid(), content: noteContentSchema });
export const patchNoteBodySchema = z.strictObject({ content: noteContentSchema });
export const notesQuerySchema = z.object({ businessId: z.uuid() });
export const notesResponseSchema = z.object({ notes: z.array(noteSchema) });

export const patchUserResponseSchema = z.object({ user: userSchema });

export const communicationPreferenceParamsSchema = z.object({ id: z.uuid(), prefId: z.uuid() });
export const communicationPreferenceResponseSchema = z.object({
  communicationPreference: communicationPreferenceSchema,
});

export const noteParamsSchema = z.object({ noteId: z.uuid() });
export const noteResponseSchema = z.object({ note: noteSchema });

const tags = ['users'];

/** The signed-in user's own account, preferences, and staff notes about people (spec §7 "Users"). */
export const userEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/users/{id}',
    summary: "The caller's account, the businesses they hold a role in, and their cards",
    tags,
    access: { kind: 'self' },
    params: idParamsSchema,
    response: getUserResponseSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/users/{id}',
    summary: "Update the caller's name, phone or language (of their emails and text messages)",
    tags,
    access: { kind: 'self' },
    params: idParamsSchema,
    body: patchUserBodySchema,
    response: patchUserResponseSchema,
    errors: ['phoneMayBeInUse'],
  }),
  preferences: endpoint({
    method: 'GET',
    path: '/users/{id}/communicationPreferences',
    summary: "The caller's email notification preferences",
    tags,
    access: { kind: 'self' },
    params: idParamsSchema,
    response: communicationPreferencesResponseSchema,
  }),
  createPreference: endpoint({
    method: 'POST',
    path: '/users/{id}/communicationPreferences',
    summary: 'Set the preference of one notification type (409 when that type is already set)',
    tags,
    access: { kind: 'self' },
    params: idParamsSchema,
    body: createCommunicationPreferenceBodySchema,
    status: 201,
    response: communicationPreferenceResponseSchema,
  }),
  updatePreference: endpoint({
    method: 'PATCH',
    path: '/users/{id}/communicationPreferences/{prefId}',
    summary: 'Change one notification preference',
    tags,
    access: { kind: 'self' },
    params: communicationPreferenceParamsSchema,
    body: patchCommunicationPreferenceBodySchema,
    response: communicationPreferenceResponseSchema,
  }),
  createNote: endpoint({
    method: 'POST',
    path: '/users/{id}/note',
    summary: 'Write a note about a person of the business (permission createNote)',
    tags,
    // The note's business comes in the body: the module checks the permission there.
    access: { kind: 'record', permission: 'createNote' },
    params: idParamsSchema,
    body: createNoteBodySchema,
    status: 201,
    response: noteResponseSchema,
  }),
  notes: endpoint({
    method: 'GET',
    path: '/users/{id}/notes',
    summary: 'Notes about a person in one business, newest first',
    tags,
    access: { kind: 'record' },
    params: idParamsSchema,
    query: notesQuerySchema,
    response: notesResponseSchema,
  }),
  updateNote: endpoint({
    method: 'PATCH',
    path: '/users/notes/{noteId}',
    summary: "Edit a note (permission editNote on the note's business)",
    tags,
    access: { kind: 'record', permission: 'editNote' },
    params: noteParamsSchema,
    body: patchNoteBodySchema,
    response: noteResponseSchema,
  }),
  deleteNote: endpoint({
    method: 'DELETE',
    path: '/users/notes/{noteId}',
    summary: "Delete a note (permission editNote on the note's business)",
    tags,
    access: { kind: 'record', permission: 'editNote' },
    params: noteParamsSchema,
    status: 204,
    response: z.null(),
  }),
};
