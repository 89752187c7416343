// What the identity checks of an application decide together (issue 13). Each check of the
// business and of each person is pass, fail or document_required; documents clear what asks for them.

export const KYB_CHECK_OUTCOMES = ['pass', 'fail', 'document_required'] as const;
export type KybCheckOutcome = (typeof KYB_CHECK_OUTCOMES)[number];

export const KYB_DOCUMENT_TYPES = [
  'articles_of_incorporation',
  'irs_ein_letter',
  'certificate_of_good_standing',
  'government_id',
  'proof_of_address',
] as const;
export type KybDocumentType = (typeof KYB_DOCUMENT_TYPES)[number];

/** Who a check is about, which decides the document that can clear it. */
export type KybCheckSubject = 'business' | 'person';

/** The documents a provider asks for when it cannot verify a subject from the data alone. */
export const DOCUMENTS_CLEARING: Record<KybCheckSubject, readonly KybDocumentType[]> = {
  business: ['irs_ein_letter', 'articles_of_incorporation', 'certificate_of_good_standing'],
  person: ['government_id'],
};

/** One check: the business (subjectId is the business id) or one person of the application. */
export type KybCheck = { subjectId: string; subject: KybCheckSubject; outcome: KybCheckOutcome };
export type UploadedDocument = { subjectId: string; type: KybDocumentType };
export type DocumentRequirement = {
  subjectId: string;
  subject: KybCheckSubject;
  types: readonly KybDocumentType[];
};

/**
 * The documents still needed: each subject whose check failed or asked for a document needs one
 * of its clearing types, uploaded for that subject. A failed check also asks for documents, in the
 * same flow, so the reviewer has something to decide on rather than a back-and-forth by email.
 */
export function documentsStillRequired(
  checks: readonly KybCheck[],
  uploaded: readonly UploadedDocument[],
): DocumentRequirement[] {
  return checks
    .filter((check) => check.outcome !== 'pass')
    .filter(
      (check) =>
        !uploaded.some(
          (document) =>
            document.subjectId === check.subjectId &&
            DOCUMENTS_CLEARING[check.subject].includes(document.type),
        ),
    )
    .map((check) => ({
      subjectId: check.subjectId,
      subject: check.subject,
      types: DOCUMENTS_CLEARING[check.subject],
    }));
}
