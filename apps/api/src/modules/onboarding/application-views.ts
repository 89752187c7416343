import type { Application, OnboardingDocument, OnboardingPerson } from '@causeway/contracts';
import type { BusinessType, OwnerTitle } from '@causeway/domain';
import type { onboardingDocuments, onboardingPeople } from '../../db/schema/index.ts';
import type { LoadedApplication } from './application-store.ts';
import { maskedDateOfBirth, maskedTaxId } from './pii.ts';

export type PersonRow = typeof onboardingPeople.$inferSelect;
export type DocumentRow = typeof onboardingDocuments.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toApplication({ application, business }: LoadedApplication): Application {
  return {
    businessId: business.id,
    businessName: business.name,
    status: business.applicationStatus as Application['status'],
    legalName: application.legalName,
    doingBusinessAs: application.doingBusinessAs,
    businessType: application.businessType as BusinessType | null,
    einMasked: maskedTaxId(application.einLast4),
    phone: application.phone,
    website: application.website,
    address: application.address ?? null,
    submittedAt: iso(application.submittedAt),
    decidedAt: iso(application.decidedAt),
    rejectionReason: application.rejectionReason,
    // The question stands while the application is in review; a decision answers it.
    informationRequest:
      business.applicationStatus === 'application_submitted' &&
      application.informationRequest !== null &&
      application.informationRequestedAt !== null
        ? {
            message: application.informationRequest,
            requestedAt: application.informationRequestedAt.toISOString(),
          }
        : null,
  };
}

export function toPerson(masterKey: Buffer, row: PersonRow): OnboardingPerson {
  return {
    id: row.id,
    role: row.role,
    status: row.answeredAt ? 'answered' : 'invited',
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title as OwnerTitle | null,
    dateOfBirthMasked: maskedDateOfBirth(masterKey, row.dateOfBirthSealed),
    taxIdType: row.taxIdType as OnboardingPerson['taxIdType'],
    taxIdMasked: maskedTaxId(row.taxIdLast4),
    phone: row.phone,
    address: row.address ?? null,
    ownershipPercent: row.ownershipBasisPoints / 100,
    answeredAt: iso(row.answeredAt),
  };
}

export function toDocument(row: DocumentRow): OnboardingDocument {
  return {
    id: row.id,
    subjectId: row.subjectId,
    documentType: row.documentType as OnboardingDocument['documentType'],
    fileName: row.fileName,
    status: row.status,
    contentType: row.detectedContentType,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    uploadedAt: iso(row.uploadedAt),
  };
}
