import type { Database } from '../db/client.ts';
import { platformReviewers, users } from '../db/schema/index.ts';

/** The platform's demo application reviewer (issue 13): no business role, a platform_reviewers row. */
export const DEMO_REVIEWER = {
  email: 'reviewer@example.org',
  phone: '2025550107',
  firstName: 'Rosa',
  lastName: 'Lindqvist',
};

export async function seedDemoReviewer(tx: Database, passwordHash: string): Promise<string> {
  const [user] = await tx
    .insert(users)
    .values({ ...DEMO_REVIEWER, passwordHash, activatedAt: new Date() })
    .returning({ id: users.id });
  await tx.insert(platformReviewers).values({ userId: user!.id });
  return user!.id;
}
