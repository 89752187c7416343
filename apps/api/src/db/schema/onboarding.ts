import {
  BUSINESS_TYPES,
  KYB_CHECK_OUTCOMES,
  KYB_DOCUMENT_TYPES,
  ONBOARDING_ACTIVITY_TYPES,
  type OnboardingActivityType,
  OWNER_TITLES,
} from '@causeway/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BusinessAddress } from './businesses.ts';
import { businesses } from './businesses.ts';
import { oneOf } from './one-of.ts';
import { users } from './users.ts';

/** Millisecond precision: the review queue pages by submittedAt. */
const atMs = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export type OnboardingAddress = Omit<BusinessAddress, 'addressTwo'> & { addressTwo?: string | undefined };

export const ONBOARDING_PERSON_ROLES = ['authorized_person', 'beneficial_owner'] as const;
export type OnboardingPersonRole = (typeof ONBOARDING_PERSON_ROLES)[number];
export const PERSON_TAX_ID_TYPES = ['ssn_last4', 'itin'] as const;
export const ONBOARDING_DOCUMENT_STATUSES = ['pending_upload', 'uploaded', 'rejected'] as const;
export type OnboardingDocumentStatus = (typeof ONBOARDING_DOCUMENT_STATUSES)[number];
// The activity types live in the domain: the reviewer's screen words each one.
export { ONBOARDING_ACTIVITY_TYPES, type OnboardingActivityType };

/**
 * A business's application to join the platform (business spec §1, issue 13); its status is the
 * business's applicationStatus. The EIN is sealed with the master key; only its last 4 are readable.
 */
export const onboardingApplications = pgTable(
  'onboarding_applications',
  {
    businessId: uuid('business_id')
      .primaryKey()
      .references(() => businesses.id),
    applicantUserId: uuid('applicant_user_id')
      .notNull()
      .references(() => users.id),
    legalName: text('legal_name'),
    doingBusinessAs: text('doing_business_as'),
    businessType: text('business_type'),
    einSealed: text('ein_sealed'),
    einLast4: text('ein_last4'),
    phone: text('phone'),
    website: text('website'),
    address: jsonb('address').$type<OnboardingAddress | null>(),
    submittedAt: atMs('submitted_at'),
    decidedAt: atMs('decided_at'),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id),
    rejectionReason: text('rejection_reason'),
    /** The reviewer's latest request for more information, shown to the applicant until the decision. */
    informationRequest: text('information_request'),
    informationRequestedAt: atMs('information_requested_at'),
    createdAt: atMs('created_at').notNull().defaultNow(),
    updatedAt: atMs('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('onboarding_applications_submitted_idx').on(table.submittedAt),
    check(
      'onboarding_applications_business_type',
      sql`${table.businessType} is null or ${oneOf(table.businessType, BUSINESS_TYPES)}`,
    ),
    check(
      'onboarding_applications_ein_last4',
      sql`${table.einLast4} is null or ${table.einLast4} ~ '^[0-9]{4}$'`,
    ),
  ],
);

/**
 * The authorized person (one per application) and the beneficial owners they invite. Date of birth
 * and tax id are sealed; an owner's invitation is a signed link whose token only its hash names.
 */
export const onboardingPeople = pgTable(
  'onboarding_people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => onboardingApplications.businessId),
    role: text('role').$type<OnboardingPersonRole>().notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title'),
    dateOfBirthSealed: text('date_of_birth_sealed'),
    taxIdType: text('tax_id_type'),
    taxIdSealed: text('tax_id_sealed'),
    taxIdLast4: text('tax_id_last4'),
    phone: text('phone'),
    address: jsonb('address').$type<OnboardingAddress | null>(),
    ownershipBasisPoints: integer('ownership_basis_points').notNull().default(0),
    inviteTokenHash: text('invite_token_hash').unique(),
    inviteExpiresAt: atMs('invite_expires_at'),
    answeredAt: atMs('answered_at'),
    createdAt: atMs('created_at').notNull().defaultNow(),
    updatedAt: atMs('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('onboarding_people_business_idx').on(table.businessId),
    uniqueIndex('onboarding_people_one_authorized_person')
      .on(table.businessId)
      .where(sql`${table.role} = 'authorized_person'`),
    uniqueIndex('onboarding_people_email_per_business').on(table.businessId, table.email),
    check('onboarding_people_role', oneOf(table.role, ONBOARDING_PERSON_ROLES)),
    check('onboarding_people_title', sql`${table.title} is null or ${oneOf(table.title, OWNER_TITLES)}`),
    check(
      'onboarding_people_tax_id_type',
      sql`${table.taxIdType} is null or ${oneOf(table.taxIdType, PERSON_TAX_ID_TYPES)}`,
    ),
    check('onboarding_people_ownership', sql`${table.ownershipBasisPoints} between 0 and 10000`),
    check(
      'onboarding_people_answered_complete',
      sql`${table.answeredAt} is null or (${table.dateOfBirthSealed} is not null and ${table.taxIdSealed} is not null)`,
    ),
  ],
);

/** One identity check of the business or a person, by the configured provider. */
export const onboardingChecks = pgTable(
  'onboarding_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => onboardingApplications.businessId),
    subject: text('subject').notNull(),
    /** The business id for the business's check, the person's id for a person's. */
    subjectId: uuid('subject_id').notNull(),
    outcome: text('outcome').notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    createdAt: atMs('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('onboarding_checks_business_idx').on(table.businessId),
    check('onboarding_checks_subject', oneOf(table.subject, ['business', 'person'])),
    check('onboarding_checks_outcome', oneOf(table.outcome, KYB_CHECK_OUTCOMES)),
  ],
);

/** A document of the application in the storage adapter, under the business's own key prefix. */
export const onboardingDocuments = pgTable(
  'onboarding_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => onboardingApplications.businessId),
    subjectId: uuid('subject_id').notNull(),
    documentType: text('document_type').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    declaredContentType: text('declared_content_type').notNull(),
    declaredSizeBytes: integer('declared_size_bytes').notNull(),
    status: text('status').$type<OnboardingDocumentStatus>().notNull().default('pending_upload'),
    detectedContentType: text('detected_content_type'),
    sizeBytes: integer('size_bytes'),
    rejectionCode: text('rejection_code'),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id),
    createdAt: atMs('created_at').notNull().defaultNow(),
    uploadedAt: atMs('uploaded_at'),
  },
  (table) => [
    index('onboarding_documents_business_idx').on(table.businessId),
    check('onboarding_documents_type', oneOf(table.documentType, KYB_DOCUMENT_TYPES)),
    check('onboarding_documents_status', oneOf(table.status, ONBOARDING_DOCUMENT_STATUSES)),
    check('onboarding_documents_size', sql`${table.declaredSizeBytes} > 0`),
  ],
);

/** What happened to an application and who did it: every step, every reviewer decision. */
export const onboardingActivities = pgTable(
  'onboarding_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => onboardingApplications.businessId),
    type: text('type').$type<OnboardingActivityType>().notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    /** An owner answering through their link has no account; their person id is named instead. */
    actorPersonId: uuid('actor_person_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: atMs('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('onboarding_activities_business_idx').on(table.businessId, table.createdAt),
    check('onboarding_activities_type', oneOf(table.type, ONBOARDING_ACTIVITY_TYPES)),
  ],
);

/**
 * The platform's own reviewers of applications: an operator role of ours, apart from the 17
 * business roles (which are held on a business). PLATFORM_REVIEWER_EMAILS can name more.
 */
export const platformReviewers = pgTable('platform_reviewers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  createdAt: atMs('created_at').notNull().defaultNow(),
});
