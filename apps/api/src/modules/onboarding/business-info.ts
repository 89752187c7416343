import type { BusinessInfoBody } from '@causeway/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { onboardingApplications } from '../../db/schema/index.ts';
import { type BusinessAccess, requireCovered } from '../tenancy/access.ts';
import { loadApplication, nextStatus, recordOnboardingActivity, setStatus } from './application-store.ts';
import { toApplication } from './application-views.ts';
import { lastFourOf, seal } from './pii.ts';

/** GET /onboarding/business/{id}: the application, to its own people. */
export async function getApplication(db: Database, access: BusinessAccess) {
  requireCovered(access);
  return { application: toApplication(await loadApplication(db, access.business.id)) };
}

/** POST /onboarding/business/{id}/: the business's details; the EIN sealed, its last 4 kept to show. */
export async function saveBusinessInfo(
  db: Database,
  masterKey: Buffer,
  access: BusinessAccess,
  input: BusinessInfoBody,
) {
  requireCovered(access);
  const businessId = access.business.id;
  return db.transaction(async (tx) => {
    const loaded = await loadApplication(tx, businessId, { lock: true });
    const status = nextStatus(loaded.business.applicationStatus, 'saveBusinessInfo');
    await tx
      .update(onboardingApplications)
      .set({
        legalName: input.legalName,
        doingBusinessAs: input.doingBusinessAs || null,
        businessType: input.businessType,
        einSealed: seal(masterKey, input.ein),
        einLast4: lastFourOf(input.ein),
        phone: input.phone,
        website: input.website || null,
        address: input.address,
        updatedAt: new Date(),
      })
      .where(eq(onboardingApplications.businessId, businessId));
    await setStatus(tx, businessId, status);
    await recordOnboardingActivity(tx, businessId, 'business_info_saved', { userId: access.context.userId });
    return { application: toApplication(await loadApplication(tx, businessId)) };
  });
}
