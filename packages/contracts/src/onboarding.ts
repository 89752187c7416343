import {
  APPLICATION_STATUSES,
  BENEFICIAL_OWNERS_MAX,
  BUSINESS_TYPES,
  businessTypeInputSchema,
  dateOfBirthSchema,
  einSchema,
  emailSchema,
  firstNameSchema,
  freeText,
  KYB_DOCUMENT_TYPES,
  languageCodeSchema,
  lastNameSchema,
  legalNameSchema,
  maxLengthMessage,
  OWNER_TITLES,
  onboardingAddressSchema,
  ownershipPercentSchema,
  ownerTitleInputSchema,
  passwordSchema,
  personNameSchema,
  personTaxIdSchema,
  phoneSchema,
  requiredMessage,
  validationMessage,
  websiteSchema,
} from '@causeway/domain';
import { z } from 'zod';
import { idParamsSchema, isoDateTime } from './common.ts';
import { endpoint } from './endpoint.ts';
import { SIGN_IN_RATE_LIMIT, tokenResponseSchema } from './identity.ts';

// Business onboarding (KYB) and the platform's review of applications (business spec §1, §2.1,
// §2.6, §3, §7 "Onboarding"; issue 13). Tax ids and dates of birth are answered masked only.

const tags = ['onboarding'];

export const ONBOARDING_STATUSES = [...APPLICATION_STATUSES, 'rejected'] as const;
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

const addressSchema = z.object({
  addressOne: z.string(),
  addressTwo: z.string().optional(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

/** An application as its own people and the reviewers see it: the EIN by its last 4 only. */
export const applicationSchema = z.object({
  businessId: z.uuid(),
  businessName: z.string(),
  status: z.enum(ONBOARDING_STATUSES),
  legalName: z.string().nullable(),
  doingBusinessAs: z.string().nullable(),
  businessType: z.enum(BUSINESS_TYPES).nullable(),
  einMasked: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  address: addressSchema.nullable(),
  submittedAt: isoDateTime.nullable(),
  decidedAt: isoDateTime.nullable(),
  rejectionReason: z.string().nullable(),
  /** A platform reviewer's question, until the decision: the applicant answers with documents. */
  informationRequest: z.object({ message: z.string(), requestedAt: isoDateTime }).nullable(),
});
export type Application = z.infer<typeof applicationSchema>;
export const applicationResponseSchema = z.object({ application: applicationSchema });

/** A person of the application: date of birth as its year only, tax id as its last 4. */
export const onboardingPersonSchema = z.object({
  id: z.uuid(),
  role: z.enum(['authorized_person', 'beneficial_owner']),
  status: z.enum(['invited', 'answered']),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.enum(OWNER_TITLES).nullable(),
  dateOfBirthMasked: z.string().nullable(),
  taxIdType: z.enum(['ssn_last4', 'itin']).nullable(),
  taxIdMasked: z.string().nullable(),
  phone: z.string().nullable(),
  address: addressSchema.nullable(),
  ownershipPercent: z.number(),
  answeredAt: isoDateTime.nullable(),
});
export type OnboardingPerson = z.infer<typeof onboardingPersonSchema>;
export const primaryPersonResponseSchema = z.object({ primaryPerson: onboardingPersonSchema });
export const beneficialOwnersResponseSchema = z.object({ beneficialOwners: z.array(onboardingPersonSchema) });

export const onboardingDocumentSchema = z.object({
  id: z.uuid(),
  subjectId: z.uuid(),
  documentType: z.enum(KYB_DOCUMENT_TYPES),
  fileName: z.string(),
  status: z.enum(['pending_upload', 'uploaded', 'rejected']),
  contentType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  createdAt: isoDateTime,
  uploadedAt: isoDateTime.nullable(),
});
export type OnboardingDocument = z.infer<typeof onboardingDocumentSchema>;

export const documentRequirementSchema = z.object({
  subjectId: z.uuid(),
  subject: z.enum(['business', 'person']),
  types: z.array(z.enum(KYB_DOCUMENT_TYPES)),
});

// --- Requests

export const createProfileBodySchema = z.strictObject({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  phone: phoneSchema.optional(),
  password: passwordSchema,
  businessName: legalNameSchema,
  /** The language the person signed up in (the page's): their emails and text messages are written in it. */
  language: languageCodeSchema.optional(),
});
export const createProfileResponseSchema = tokenResponseSchema.extend({ businessId: z.uuid() });

export const businessInfoBodySchema = z.strictObject({
  legalName: legalNameSchema,
  doingBusinessAs: freeText({ max: 120, maxMessage: maxLengthMessage('doingBusinessAs', 120) }).optional(),
  businessType: businessTypeInputSchema,
  ein: einSchema,
  phone: phoneSchema,
  website: websiteSchema.optional(),
  address: onboardingAddressSchema,
});
export type BusinessInfoBody = z.output<typeof businessInfoBodySchema>;

const primaryPersonFields = {
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  title: ownerTitleInputSchema,
  dateOfBirth: dateOfBirthSchema,
  taxId: personTaxIdSchema,
  phone: phoneSchema,
  address: onboardingAddressSchema,
  /** The authorized person's own share; 0 when they own nothing (a controller, not an owner). */
  ownershipPercent: ownershipPercentSchema,
};
export const primaryPersonBodySchema = z.strictObject(primaryPersonFields);
export type PrimaryPersonBody = z.output<typeof primaryPersonBodySchema>;
export const primaryPersonPatchSchema = z
  .strictObject(primaryPersonFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, validationMessage('nothingToUpdate'));
export type PrimaryPersonPatch = z.output<typeof primaryPersonPatchSchema>;

export const beneficialOwnerInviteSchema = z.strictObject({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  ownershipPercent: ownershipPercentSchema,
});

/** Submitting names the owners (25 % or more each), who are then invited by email. */
export const submitBodySchema = z.strictObject({
  beneficialOwners: z
    .array(beneficialOwnerInviteSchema)
    .max(BENEFICIAL_OWNERS_MAX, {
      error: validationMessage('beneficialOwnersMax', { max: BENEFICIAL_OWNERS_MAX }),
    })
    .default([]),
});
export type SubmitBody = z.output<typeof submitBodySchema>;

/** What an owner fills in through their emailed link: the link's token proves who they are. */
export const beneficialOwnerInfoBodySchema = z.strictObject({
  token: z
    .string({ error: requiredMessage('code') })
    .min(1)
    .max(200),
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  dateOfBirth: dateOfBirthSchema,
  taxId: personTaxIdSchema,
  phone: phoneSchema,
  address: onboardingAddressSchema,
});
export type BeneficialOwnerInfoBody = z.output<typeof beneficialOwnerInfoBodySchema>;
export const beneficialOwnerParamsSchema = z.object({ id: z.uuid(), ownerId: z.uuid() });

export const documentUploadLinkBodySchema = z.strictObject({
  documentType: z.enum(KYB_DOCUMENT_TYPES, {
    error: validationMessage('oneOf', { field: 'documentType', values: KYB_DOCUMENT_TYPES.join(', ') }),
  }),
  /** The business id, or a person's id, the document is about; the business when left out. */
  subjectId: z.uuid().optional(),
  fileName: freeText({ min: 1, max: 200, minMessage: requiredMessage('name') }),
  contentType: z.string().max(100),
  sizeBytes: z.number().int().min(1),
});
export type DocumentUploadLinkBody = z.output<typeof documentUploadLinkBodySchema>;

export const uploadTargetSchema = z.object({
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: isoDateTime,
});
export const documentUploadLinkResponseSchema = z.object({
  document: onboardingDocumentSchema,
  upload: uploadTargetSchema,
});

export const documentTypesResponseSchema = z.object({
  documentTypes: z.array(z.enum(KYB_DOCUMENT_TYPES)),
  contentTypes: z.array(z.enum(DOCUMENT_CONTENT_TYPES)),
  maxBytes: z.number().int(),
  required: z.array(documentRequirementSchema),
  documents: z.array(onboardingDocumentSchema),
});

export const endUploadSessionBodySchema = z.strictObject({ businessId: z.uuid(), documentId: z.uuid() });
export const documentResponseSchema = z.object({ document: onboardingDocumentSchema });

export const presignedUrlBodySchema = z.strictObject({ documentId: z.uuid() });
export const presignedUrlResponseSchema = z.object({ url: z.string(), expiresAt: isoDateTime });

export const onboardingEndpoints = {
  createProfile: endpoint({
    method: 'POST',
    path: '/onboarding/user',
    summary: 'Create a profile: an account and its business, whose application starts at business_info',
    tags,
    access: { kind: 'public' },
    body: createProfileBodySchema,
    status: 201,
    response: createProfileResponseSchema,
    errors: ['emailAlreadyExists'],
    rateLimit: SIGN_IN_RATE_LIMIT,
  }),
  application: endpoint({
    method: 'GET',
    path: '/onboarding/business/{id}',
    summary: "The business's application, as its own people see it",
    tags,
    access: { kind: 'business' },
    params: idParamsSchema,
    status: 200,
    response: applicationResponseSchema,
  }),
  businessInfo: endpoint({
    method: 'POST',
    // The spec writes /onboarding/business/{id}/; the router ignores the trailing slash.
    path: '/onboarding/business/{id}',
    summary: 'Save the business (legal name, type, EIN, address): business_info → authorized_person',
    tags,
    access: { kind: 'business' },
    params: idParamsSchema,
    body: businessInfoBodySchema,
    status: 200,
    response: applicationResponseSchema,
    errors: ['application_not_editable'],
  }),
  primaryPerson: endpoint({
    method: 'GET',
    path: '/onboarding/business/{id}/primaryPerson',
    summary: 'The authorized person, masked',
    tags,
    access: { kind: 'business' },
    params: idParamsSchema,
    status: 200,
    response: primaryPersonResponseSchema,
  }),
  savePrimaryPerson: endpoint({
    method: 'POST',
    path: '/onboarding/business/{id}/primaryPerson',
    summary: 'The authorized person fills in themself: authorized_person → submit_application',
    tags,
    access: { kind: 'business' },
    params: idParamsSchema,
    body: primaryPersonBodySchema,
    status: 200,
    response: primaryPersonResponseSchema,
    errors: ['application_not_editable', 'invalid_application_state'],
  }),
  patchPrimaryPerson: endpoint({
    method: 'PATCH',
    path: '/onboarding/business/{id}/primaryPerson',
    summary: 'Correct the authorized person before submitting',
    tags,
    access: { kind: 'business' },
    params: idParamsSchema,
    body: primaryPersonPatchSchema,
    status: 200,
    response: primaryPersonResponseSchema,
    errors: ['application_not_editable'],
  }),
  beneficialOwners: endpoint({
    method: 'GET',
    path: '/onboarding/business/{id}/beneficialOwners',
    summary: 'The invited beneficial owners and whether each has answered, masked',
    tags,
    access: { kind: 'business' },
    params: idParamsSchema,
    status: 200,
    response: beneficialOwnersResponseSchema,
  }),
  beneficialOwnerInfo: endpoint({
    method: 'POST',
    path: '/onboarding/business/{id}/beneficialOwner/{ownerId}/info',
    summary: "An owner's own form, through the emailed link; the last one submits the application",
    tags,
    access: { kind: 'public' },
    params: beneficialOwnerParamsSchema,
    body: beneficialOwnerInfoBodySchema,
    status: 200,
    response: z.object({ status: z.enum(ONBOARDING_STATUSES) }),
    errors: ['invalidOrExpiredLink'],
    rateLimit: SIGN_IN_RATE_LIMIT,
  }),
  documentUploadLink: endpoint({
    method: 'POST',
    path: '/onboarding/business/{id}/documentUpload/link',
    summary: 'A signed, expiring upload URL for one document (PDF, JPEG or PNG)',
    tags,
    access: { kind: 'business' },
    params: idParamsSchema,
    body: documentUploadLinkBodySchema,
    status: 201,
    response: documentUploadLinkResponseSchema,
    errors: ['invalid_application_state'],
    noStore: true,
  }),
  documentTypes: endpoint({
    method: 'POST',
    path: '/onboarding/business/{id}/documentUpload/types',
    summary: 'The document types accepted, the documents uploaded and those the checks still need',
    tags,
    access: { kind: 'business' },
    params: idParamsSchema,
    status: 200,
    response: documentTypesResponseSchema,
  }),
  submit: endpoint({
    method: 'POST',
    path: '/onboarding/business/{id}/submit',
    summary:
      'Submit, naming the beneficial owners: they are invited (waiting_for_beneficial_owners), or with none the checks run (application_submitted)',
    tags,
    access: { kind: 'business' },
    params: idParamsSchema,
    body: submitBodySchema,
    status: 200,
    response: applicationResponseSchema,
    errors: ['application_not_editable', 'invalid_application_state'],
  }),
  resendOwnerInvitation: endpoint({
    method: 'POST',
    path: '/onboarding/business/{id}/beneficialOwner/{ownerId}/resend',
    summary: 'Email an owner who has not answered a fresh link; the old one stops working',
    tags,
    access: { kind: 'business' },
    params: beneficialOwnerParamsSchema,
    status: 200,
    response: z.object({ beneficialOwner: onboardingPersonSchema }),
    errors: ['invalid_application_state', 'owner_already_answered'],
    rateLimit: SIGN_IN_RATE_LIMIT,
  }),
  revokeOwnerInvitation: endpoint({
    method: 'DELETE',
    path: '/onboarding/business/{id}/beneficialOwner/{ownerId}',
    summary:
      'Withdraw the invitation of an owner who has not answered; when every other owner has, the application is submitted',
    tags,
    access: { kind: 'business' },
    params: beneficialOwnerParamsSchema,
    status: 200,
    response: applicationResponseSchema,
    errors: ['invalid_application_state', 'owner_already_answered'],
  }),
  endUploadSession: endpoint({
    method: 'POST',
    path: '/onboarding/endUploadSession',
    summary:
      'After the upload: the file is checked (size, PDF/JPEG/PNG by its bytes) and kept, or refused and removed',
    tags,
    access: { kind: 'business', param: 'businessId', in: 'body' },
    body: endUploadSessionBodySchema,
    status: 200,
    response: documentResponseSchema,
    errors: ['document_not_uploaded', 'invalid_application_state'],
  }),
  presignedUrl: endpoint({
    method: 'POST',
    path: '/utils/presignedUrl',
    summary: "A signed, expiring download URL for an application's document (its people and reviewers)",
    tags,
    access: { kind: 'signedIn' },
    body: presignedUrlBodySchema,
    status: 200,
    response: presignedUrlResponseSchema,
    errors: ['document_not_uploaded'],
    noStore: true,
  }),
} as const;
