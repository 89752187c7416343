import type { createProfileBodySchema } from '@causeway/contracts';
import { ERROR_MESSAGES } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { businesses, onboardingApplications, userRoles, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../identity/passwords.ts';
import { startSession } from '../../identity/session.ts';
import type { Issuer } from '../../identity/sign-in.ts';
import { ApiError, conflict, detail } from '../../lib/errors.ts';
import { recordOnboardingActivity } from './application-store.ts';

/** The applicant administers their own business from the start, as its first member. */
const APPLICANT_ROLE = 'admin';

/**
 * POST /onboarding/user: a person creates their account and their business in one transaction;
 * the application starts at business_info and they are signed in.
 */
export async function createProfile(
  { db, config, accessTokens }: Issuer,
  input: z.output<typeof createProfileBodySchema>,
) {
  const passwordHash = await hashPassword(input.password);
  const email = input.email.toLowerCase();
  const { userId, businessId } = await db.transaction(async (tx: Database) => {
    const [byEmail] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (byEmail) throw conflict('emailAlreadyExists');
    if (input.phone) {
      const [byPhone] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, input.phone));
      if (byPhone)
        throw new ApiError(400, 'phoneMayBeInUse', ERROR_MESSAGES.phoneMayBeInUse, [
          detail('phone', 'phoneMayBeInUse'),
        ]);
    }
    const [user] = await tx
      .insert(users)
      .values({
        email,
        phone: input.phone ?? null,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        // As registration does: the page's language, which the account's messages are then written in.
        ...(input.language ? { language: input.language } : {}),
        activatedAt: new Date(),
      })
      .returning({ id: users.id });
    const [business] = await tx
      .insert(businesses)
      .values({ name: input.businessName, applicationStatus: 'business_info' })
      .returning({ id: businesses.id });
    await tx.insert(userRoles).values({ userId: user!.id, businessId: business!.id, role: APPLICANT_ROLE });
    await tx.insert(onboardingApplications).values({ businessId: business!.id, applicantUserId: user!.id });
    await recordOnboardingActivity(tx, business!.id, 'application_started', { userId: user!.id });
    return { userId: user!.id, businessId: business!.id };
  });
  return { ...(await startSession(db, config, accessTokens, userId)), businessId };
}
