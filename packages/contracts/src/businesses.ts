import {
  BANK_TRANSFER_AMOUNT_CENTS_MAX,
  CUSTOM_FIELD_DATA_TYPES,
  CUSTOM_FIELD_RESOURCE_TYPES,
  colorSchema,
  emailSchema,
  freeText,
  languageCodeSchema,
  maxLengthMessage,
  PRODUCT_TYPES,
  ROLES,
  requiredMessage,
  validationMessage,
} from '@causeway/domain';
import { z } from 'zod';
import { idParamsSchema, isoDateTime, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';

export const programSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  createdAt: isoDateTime,
});
export const programsResponseSchema = z.object({ programs: z.array(programSchema), page: pageInfoSchema });

export const PROGRAM_NAME_LENGTH_MAX = 255;
export const createProgramBodySchema = z.strictObject({
  name: freeText({
    min: 1,
    max: PROGRAM_NAME_LENGTH_MAX,
    minMessage: requiredMessage('programName'),
    maxMessage: maxLengthMessage('programName', PROGRAM_NAME_LENGTH_MAX),
  }),
  productType: z.enum(PRODUCT_TYPES),
});
export const createProgramResponseSchema = z.object({ program: programSchema });

export const memberSchema = z.object({
  /** The user's id for an active member; the invitation's id for an invited one. */
  id: z.uuid(),
  status: z.enum(['active', 'invited']),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  since: isoDateTime,
  /** The business the role (or invitation) is held on: the organisation or one of its programs. */
  businessId: z.uuid(),
  businessName: z.string(),
});
export const membersResponseSchema = z.object({ users: z.array(memberSchema), page: pageInfoSchema });
/** language: the invitation email's (the inviter's portal language when the page sends it). */
export const inviteMemberBodySchema = z.strictObject({
  email: emailSchema,
  role: z.enum(ROLES),
  language: languageCodeSchema.optional(),
});
export const inviteMemberResponseSchema = z.object({ user: memberSchema });
export const memberParamsSchema = z.object({ id: z.uuid(), userId: z.uuid() });

export const CUSTOM_FIELD_OPTIONS_MAX = 20;
export const CUSTOM_FIELD_DATA_OPTIONS_MAX = 100;

/** One custom field a business asks for on a resource (spec §3: label, name, dataType, dataOptions). */
export const customFieldOptionSchema = z
  .strictObject({
    label: freeText({ min: 1, max: 100, minMessage: requiredMessage('label') }),
    name: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,63}$/, validationMessage('customFieldNameFormat')),
    dataType: z.enum(CUSTOM_FIELD_DATA_TYPES),
    dataOptions: z
      .array(freeText({ min: 1, max: 100 }))
      .max(CUSTOM_FIELD_DATA_OPTIONS_MAX)
      .default([]),
    /**
     * In answers: true for a field the platform sets for this business (FIXED_CUSTOM_FIELDS), which
     * nobody can change or remove. Ignored in requests.
     */
    fixed: z.boolean().optional(),
  })
  .refine((option) => option.dataType !== 'dropdown' || option.dataOptions.length > 0, {
    message: validationMessage('dropdownNeedsOption'),
    path: ['dataOptions'],
  });
export const customFieldSetSchema = z.strictObject({
  resourceType: z.enum(CUSTOM_FIELD_RESOURCE_TYPES),
  options: z.array(customFieldOptionSchema).max(CUSTOM_FIELD_OPTIONS_MAX),
});

/**
 * Business settings. The spec names only the object and its updatedAt (the If-Match token); we keep
 * the business's custom-field definitions and its cardholder-facing contact details here
 * (see docs/decisions.md).
 */
export const settingsValuesSchema = z.strictObject({
  customFields: z
    .array(customFieldSetSchema)
    .max(CUSTOM_FIELD_RESOURCE_TYPES.length)
    .refine(
      (sets) => new Set(sets.map((set) => set.resourceType)).size === sets.length,
      validationMessage('resourceTypeDuplicate'),
    )
    .optional(),
  displayName: freeText({ max: 255 }).optional(),
  brandColor: colorSchema.optional(),
  supportEmail: emailSchema.or(z.literal('')).optional(),
  supportPhone: z
    .string()
    .regex(/^\d{10}$/, validationMessage('phoneInvalid'))
    .or(z.literal(''))
    .optional(),
  lowBalanceAlertCents: z.number().int().min(0).max(100_000_000).optional(),
  /** Maker-checker: a bank transfer above this waits for a second person's approval; null: never. */
  transferApprovalThresholdCents: z
    .number()
    .int()
    .min(0)
    .max(BANK_TRANSFER_AMOUNT_CENTS_MAX)
    .nullable()
    .optional(),
});
export const businessSettingsSchema = settingsValuesSchema.extend({
  businessId: z.uuid(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export const businessSettingsResponseSchema = z.object({ businessSettings: businessSettingsSchema });

export const businessAddressSchema = z.object({
  addressOne: z.string(),
  addressTwo: z.string().optional(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export const businessAddressResponseSchema = z.object({ address: businessAddressSchema.nullable() });

export const createBusinessSettingsBodySchema = settingsValuesSchema;
/** A partial merge: the fields sent replace the stored ones; the others are kept. */
export const patchBusinessSettingsBodySchema = settingsValuesSchema.refine(
  (body) => Object.keys(body).length > 0,
  validationMessage('nothingToUpdate'),
);
/** PATCH settings needs If-Match: the updatedAt of the settings the client last read (spec §5, §7). */
export const businessSettingsPatchHeadersSchema = z.object({ 'if-match': z.string().max(200).optional() });

const tags = ['businesses'];

/** A business's programs, members, settings and address (spec §7 "Business"). */
export const businessEndpoints = {
  programs: endpoint({
    method: 'GET',
    path: '/businesses/{id}/programs',
    summary: "The organisation's programs, oldest first, a page at a time",
    tags,
    access: { kind: 'business' },
    params: idParamsSchema,
    query: pageQuerySchema,
    response: programsResponseSchema,
  }),
  createProgram: endpoint({
    method: 'POST',
    path: '/businesses/{id}/program',
    summary: 'Create a program under a top-level business (permission createProgram)',
    tags,
    access: { kind: 'business', permission: 'createProgram' },
    params: idParamsSchema,
    body: createProgramBodySchema,
    status: 201,
    response: createProgramResponseSchema,
    errors: ['not_top_level_business'],
  }),
  members: endpoint({
    method: 'GET',
    path: '/businesses/{id}/users',
    summary:
      "Members of the business (an organisation includes its programs', each with its business) and pending invitations, in the order they joined or were invited, a page at a time",
    tags,
    access: { kind: 'business' },
    params: idParamsSchema,
    query: pageQuerySchema,
    response: membersResponseSchema,
  }),
  inviteMember: endpoint({
    method: 'POST',
    path: '/businesses/{id}/users',
    summary: 'Add a member by email, or email them an invitation (permission addMember)',
    tags,
    access: { kind: 'business', permission: 'addMember' },
    params: idParamsSchema,
    body: inviteMemberBodySchema,
    status: 201,
    response: inviteMemberResponseSchema,
    errors: ['member_exists'],
  }),
  removeMember: endpoint({
    method: 'DELETE',
    path: '/businesses/{id}/users/{userId}',
    summary: "Remove a member's role, or revoke a pending invitation (permission deleteMember)",
    tags,
    access: { kind: 'business', permission: 'deleteMember' },
    params: memberParamsSchema,
    status: 204,
    response: z.null(),
    errors: ['member_is_self', 'last_admin'],
  }),
  settings: endpoint({
    method: 'GET',
    path: '/businesses/{id}/settings',
    summary: "The business's settings, fixed custom fields marked fixed (404 when it has none yet)",
    tags,
    access: { kind: 'business' },
    params: idParamsSchema,
    response: businessSettingsResponseSchema,
  }),
  createSettings: endpoint({
    method: 'POST',
    path: '/businesses/{id}/settings',
    summary: "Create the business's settings (permission editCustomField)",
    tags,
    access: { kind: 'business', permission: 'editCustomField' },
    params: idParamsSchema,
    body: createBusinessSettingsBodySchema,
    status: 201,
    response: businessSettingsResponseSchema,
    errors: ['settings_exist'],
  }),
  patchSettings: endpoint({
    method: 'PATCH',
    path: '/businesses/{id}/settings',
    summary:
      'Merge changes into the settings; If-Match must carry the updatedAt last read (permission editCustomField)',
    tags,
    access: { kind: 'business', permission: 'editCustomField' },
    params: idParamsSchema,
    body: patchBusinessSettingsBodySchema,
    response: businessSettingsResponseSchema,
    errors: ['settings_stale', 'precondition_required'],
    headers: businessSettingsPatchHeadersSchema,
  }),
  address: endpoint({
    method: 'GET',
    path: '/businesses/{id}/address',
    summary: "The organisation's address (a program answers its top-level business's)",
    tags,
    access: { kind: 'business' },
    params: idParamsSchema,
    response: businessAddressResponseSchema,
  }),
};
