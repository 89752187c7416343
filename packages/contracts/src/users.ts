import {
  COMMUNICATION_PREFERENCE_VALUES,
  freeText,
  NOTIFICATION_TYPES,
  PRODUCT_TYPES,
  personNameSchema,
  phoneSchema,
  ROLES,
  SCOPE_LEVELS,
} from '@causeway/domain';
import { z } from 'zod';
import { isoDateTime } from './common.ts';

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
  .strictObject({ firstName: personNameSchema, lastName: personNameSchema, phone: phoneSchema.nullable() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update.');

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
  minMessage: 'Note is required',
  maxMessage: `Note must have at most ${NOTE_LENGTH_MAX} characters`,
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
