import { randomUUID } from 'node:crypto';
import type { DocumentUploadLinkBody } from '@causeway/contracts';
import {
  documentsStillRequired,
  KYB_DOCUMENT_TYPES,
  type KybCheckOutcome,
  type KybCheckSubject,
  type KybDocumentType,
} from '@causeway/domain';
import { and, eq } from 'drizzle-orm';
import {
  ALLOWED_DOCUMENT_TYPES,
  type DocumentStorage,
  detectDocumentType,
  documentKeyOf,
  isAllowedDocumentType,
  MAGIC_BYTES_NEEDED,
} from '../../adapters/document-storage/index.ts';
import type { Database } from '../../db/client.ts';
import { onboardingChecks, onboardingDocuments, onboardingPeople } from '../../db/schema/index.ts';
import { apiError, fieldError, notFound } from '../../lib/errors.ts';
import { type BusinessAccess, requireCovered } from '../tenancy/access.ts';
import { loadApplication, recordOnboardingActivity } from './application-store.ts';
import { toDocument } from './application-views.ts';

export type DocumentServices = { storage: DocumentStorage; maxBytes: number; urlTtlSeconds: number };

/** Documents arrive until the decision: before submitting, and after, when a check asks for them. */
const UPLOAD_STATUSES = [
  'business_info',
  'authorized_person',
  'submit_application',
  'waiting_for_beneficial_owners',
  'application_submitted',
];

const megabytesOf = (bytes: number) => Math.floor(bytes / 1_048_576);

/** POST …/documentUpload/link: a pending document and its signed, expiring upload URL. */
export async function createUploadLink(
  db: Database,
  services: DocumentServices,
  access: BusinessAccess,
  input: DocumentUploadLinkBody,
) {
  requireCovered(access);
  const businessId = access.business.id;
  const { business } = await loadApplication(db, businessId);
  if (!UPLOAD_STATUSES.includes(business.applicationStatus)) throw apiError('invalid_application_state');
  if (!isAllowedDocumentType(input.contentType)) throw fieldError('contentType', 'fileTypeNotAllowed');
  if (input.sizeBytes > services.maxBytes) {
    throw fieldError('sizeBytes', 'fileTooLarge', { megabytes: megabytesOf(services.maxBytes) });
  }
  const subjectId = input.subjectId ?? businessId;
  if (subjectId !== businessId) {
    const [person] = await db
      .select({ id: onboardingPeople.id })
      .from(onboardingPeople)
      .where(and(eq(onboardingPeople.id, subjectId), eq(onboardingPeople.businessId, businessId)));
    if (!person) throw fieldError('subjectId', 'invalid', { field: 'id' });
  }
  const id = randomUUID();
  const key = documentKeyOf(businessId, id);
  const [row] = await db
    .insert(onboardingDocuments)
    .values({
      id,
      businessId,
      subjectId,
      documentType: input.documentType,
      storageKey: key,
      fileName: input.fileName,
      declaredContentType: input.contentType,
      declaredSizeBytes: input.sizeBytes,
      uploadedByUserId: access.context.userId,
    })
    .returning();
  const upload = await services.storage.createUploadUrl({
    key,
    contentType: input.contentType,
    sizeBytes: input.sizeBytes,
    expiresInSeconds: services.urlTtlSeconds,
  });
  const expiresAt = new Date(Date.now() + services.urlTtlSeconds * 1000).toISOString();
  return { document: toDocument(row!), upload: { ...upload, expiresAt } };
}

/** The checks' results and the uploaded documents, read into what is still needed. */
export async function requiredDocumentsOf(db: Database, businessId: string) {
  const checks = await db
    .select({
      subject: onboardingChecks.subject,
      subjectId: onboardingChecks.subjectId,
      outcome: onboardingChecks.outcome,
    })
    .from(onboardingChecks)
    .where(eq(onboardingChecks.businessId, businessId));
  const documents = await db
    .select()
    .from(onboardingDocuments)
    .where(eq(onboardingDocuments.businessId, businessId));
  const required = documentsStillRequired(
    checks.map((check) => ({
      subjectId: check.subjectId,
      subject: check.subject as KybCheckSubject,
      outcome: check.outcome as KybCheckOutcome,
    })),
    documents
      .filter((document) => document.status === 'uploaded')
      .map((document) => ({ subjectId: document.subjectId, type: document.documentType as KybDocumentType })),
  );
  return { required, documents };
}

/** POST …/documentUpload/types: what may be uploaded, what was, and what the checks still need. */
export async function documentTypes(db: Database, services: DocumentServices, access: BusinessAccess) {
  requireCovered(access);
  await loadApplication(db, access.business.id);
  const { required, documents } = await requiredDocumentsOf(db, access.business.id);
  return {
    documentTypes: [...KYB_DOCUMENT_TYPES],
    contentTypes: [...ALLOWED_DOCUMENT_TYPES],
    maxBytes: services.maxBytes,
    required: required.map((need) => ({ ...need, types: [...need.types] })),
    documents: documents.filter((document) => document.status !== 'rejected').map(toDocument),
  };
}

/**
 * POST /onboarding/endUploadSession: the object is checked where it landed: its size against the
 * cap and its first bytes against PDF, JPEG and PNG. A refused file is deleted and the document
 * marked rejected (that much is kept, so the reviewer sees the attempt), then 400 names the reason.
 */
export async function endUploadSession(
  db: Database,
  services: DocumentServices,
  access: BusinessAccess,
  input: { documentId: string },
) {
  requireCovered(access);
  const businessId = access.business.id;
  const { business } = await loadApplication(db, businessId);
  if (!UPLOAD_STATUSES.includes(business.applicationStatus)) throw apiError('invalid_application_state');
  const [document] = await db
    .select()
    .from(onboardingDocuments)
    .where(and(eq(onboardingDocuments.id, input.documentId), eq(onboardingDocuments.businessId, businessId)));
  if (!document) throw notFound('Document');
  if (document.status === 'uploaded') return { document: toDocument(document) };
  if (document.status === 'rejected') throw apiError('document_not_uploaded');
  const stored = await services.storage.head(document.storageKey);
  if (!stored) throw apiError('document_not_uploaded');
  const detected =
    stored.sizeBytes > services.maxBytes
      ? null
      : detectDocumentType(await services.storage.readStart(document.storageKey, MAGIC_BYTES_NEEDED));
  if (stored.sizeBytes > services.maxBytes || detected === null) {
    const code = stored.sizeBytes > services.maxBytes ? 'fileTooLarge' : 'fileTypeNotAllowed';
    await services.storage.delete(document.storageKey);
    await db.transaction(async (tx) => {
      await tx
        .update(onboardingDocuments)
        .set({ status: 'rejected', rejectionCode: code, sizeBytes: stored.sizeBytes })
        .where(eq(onboardingDocuments.id, document.id));
      await recordOnboardingActivity(
        tx,
        businessId,
        'document_rejected',
        { userId: access.context.userId },
        {
          documentId: document.id,
          reason: code,
        },
      );
    });
    throw code === 'fileTooLarge'
      ? fieldError('file', 'fileTooLarge', { megabytes: megabytesOf(services.maxBytes) })
      : fieldError('file', 'fileTypeNotAllowed');
  }
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(onboardingDocuments)
      .set({
        status: 'uploaded',
        detectedContentType: detected,
        sizeBytes: stored.sizeBytes,
        uploadedAt: new Date(),
      })
      .where(and(eq(onboardingDocuments.id, document.id), eq(onboardingDocuments.status, 'pending_upload')))
      .returning();
    if (!updated) throw apiError('document_not_uploaded');
    await recordOnboardingActivity(
      tx,
      businessId,
      'document_uploaded',
      { userId: access.context.userId },
      {
        documentId: document.id,
        documentType: document.documentType,
      },
    );
    return { document: toDocument(updated) };
  });
}
