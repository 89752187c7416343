import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { onboardingDocuments } from '../../db/schema/index.ts';
import { apiError, notFound } from '../../lib/errors.ts';
import { isPlatformReviewer } from '../platform-review/reviewers.ts';
import { reachBusiness } from '../tenancy/access.ts';
import type { Actor } from '../tenancy/actor.ts';
import type { DocumentServices } from './documents.ts';

/**
 * POST /utils/presignedUrl: a short-lived download URL for one document, for the application's own
 * people and the platform's reviewers. Anyone else, and any unknown id, is answered 404.
 */
export async function documentDownloadUrl(
  db: Database,
  services: DocumentServices & { reviewerEmails: readonly string[] },
  actor: Actor,
  documentId: string,
) {
  const [document] = await db
    .select()
    .from(onboardingDocuments)
    .where(eq(onboardingDocuments.id, documentId));
  if (!document) throw notFound('Document');
  const reviewer = await isPlatformReviewer(db, actor.userId, services.reviewerEmails);
  if (!reviewer) {
    const access = await reachBusiness(db, actor.context, document.businessId).catch(() => null);
    if (!access?.covered) throw notFound('Document');
  }
  if (document.status !== 'uploaded') throw apiError('document_not_uploaded');
  const url = await services.storage.createDownloadUrl({
    key: document.storageKey,
    fileName: document.fileName,
    expiresInSeconds: services.urlTtlSeconds,
  });
  return { url, expiresAt: new Date(Date.now() + services.urlTtlSeconds * 1000).toISOString() };
}
