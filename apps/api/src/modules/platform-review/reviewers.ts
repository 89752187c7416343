import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { platformReviewers, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/**
 * The platform's application reviewers: an operator role of ours, apart from the 17 business roles
 * (a reviewer needs no role on any business). Listed in platform_reviewers, or by email in
 * PLATFORM_REVIEWER_EMAILS.
 */
export async function isPlatformReviewer(db: Database, userId: string, reviewerEmails: readonly string[]) {
  const [row] = await db
    .select({ email: users.email, reviewer: platformReviewers.userId })
    .from(users)
    .leftJoin(platformReviewers, eq(platformReviewers.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return false;
  return row.reviewer !== null || (row.email !== null && reviewerEmails.includes(row.email.toLowerCase()));
}

/** Anyone else is told the review pages do not exist (404), as for another tenant's records. */
export async function requirePlatformReviewer(
  db: Database,
  userId: string,
  reviewerEmails: readonly string[],
) {
  if (!(await isPlatformReviewer(db, userId, reviewerEmails))) throw notFound('Application');
}
