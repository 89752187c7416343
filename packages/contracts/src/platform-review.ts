import { freeText, KYB_CHECK_OUTCOMES, maxLengthMessage, requiredMessage } from '@causeway/domain';
import { z } from 'zod';
import { idParamsSchema, isoDateTime } from './common.ts';
import { endpoint } from './endpoint.ts';
import {
  applicationResponseSchema,
  applicationSchema,
  documentRequirementSchema,
  ONBOARDING_STATUSES,
  onboardingDocumentSchema,
  onboardingPersonSchema,
} from './onboarding.ts';

// The platform's review of applications (issue 13): its reviewers are an operator role of ours,
// not one of the 17 business roles; anyone else is answered 404.

const reviewTags = ['platform-review'];

export const kybCheckSchema = z.object({
  id: z.uuid(),
  subject: z.enum(['business', 'person']),
  subjectId: z.uuid(),
  outcome: z.enum(KYB_CHECK_OUTCOMES),
  provider: z.string(),
  providerReference: z.string(),
  reasons: z.array(z.string()),
  createdAt: isoDateTime,
});

export const onboardingActivitySchema = z.object({
  id: z.uuid(),
  type: z.string(),
  actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: isoDateTime,
});

export const reviewQueueQuerySchema = z.object({
  status: z.enum(ONBOARDING_STATUSES).default('application_submitted'),
});
export const reviewQueueResponseSchema = z.object({
  applications: z.array(
    applicationSchema.extend({
      outstandingChecks: z.number().int(),
      requiredDocuments: z.number().int(),
    }),
  ),
});
export const applicationReviewResponseSchema = z.object({
  application: applicationSchema,
  people: z.array(onboardingPersonSchema),
  checks: z.array(kybCheckSchema),
  documents: z.array(onboardingDocumentSchema),
  required: z.array(documentRequirementSchema),
  activities: z.array(onboardingActivitySchema),
});
export const rejectApplicationBodySchema = z.strictObject({
  reason: freeText({
    min: 1,
    max: 1000,
    multiline: true,
    minMessage: requiredMessage('reason'),
    maxMessage: maxLengthMessage('reason', 1000),
  }),
});

export const requestInformationBodySchema = z.strictObject({
  message: freeText({
    min: 1,
    max: 1000,
    multiline: true,
    minMessage: requiredMessage('message'),
    maxMessage: maxLengthMessage('message', 1000),
  }),
});

export const platformReviewEndpoints = {
  queue: endpoint({
    method: 'GET',
    path: '/platform/applications',
    summary: 'The review queue: applications in a status (application_submitted by default), oldest first',
    tags: reviewTags,
    access: { kind: 'signedIn' },
    query: reviewQueueQuerySchema,
    status: 200,
    response: reviewQueueResponseSchema,
  }),
  review: endpoint({
    method: 'GET',
    path: '/platform/applications/{id}',
    summary: 'One application with its people, check results, documents and activity',
    tags: reviewTags,
    access: { kind: 'signedIn' },
    params: idParamsSchema,
    status: 200,
    response: applicationReviewResponseSchema,
  }),
  approve: endpoint({
    method: 'POST',
    path: '/platform/applications/{id}/approve',
    summary: 'Approve: the business becomes active with its funding account',
    tags: reviewTags,
    access: { kind: 'signedIn' },
    params: idParamsSchema,
    status: 200,
    response: applicationResponseSchema,
    errors: ['invalid_application_state', 'documents_required'],
  }),
  reject: endpoint({
    method: 'POST',
    path: '/platform/applications/{id}/reject',
    summary: 'Reject with a reason the applicant sees',
    tags: reviewTags,
    access: { kind: 'signedIn' },
    params: idParamsSchema,
    body: rejectApplicationBodySchema,
    status: 200,
    response: applicationResponseSchema,
    errors: ['invalid_application_state'],
  }),
  requestInformation: endpoint({
    method: 'POST',
    path: '/platform/applications/{id}/requestInformation',
    summary:
      'Ask the applicant for more information: they are emailed, see the question on their application and answer with documents',
    tags: reviewTags,
    access: { kind: 'signedIn' },
    params: idParamsSchema,
    body: requestInformationBodySchema,
    status: 200,
    response: applicationResponseSchema,
    errors: ['invalid_application_state'],
  }),
} as const;
