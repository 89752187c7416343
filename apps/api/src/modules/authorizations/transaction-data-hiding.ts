import { hasPermission } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';
import type { BusinessAccess } from '../tenancy/access.ts';
import type { Actor } from '../tenancy/actor.ts';

/**
 * hideTransactionData (business spec §6: "true only for two fixed businesses", configured by
 * HIDE_TRANSACTION_DATA_BUSINESS_IDS). A list is hidden when the caller holds the permission for a
 * configured business the list covers: the business itself, its organisation (a program of a
 * configured organisation is hidden too), or, for an organisation's list, any of its programs. The
 * domain check grants every permission to admin, so an admin sees such lists hidden as well.
 */
export async function transactionDataHidden(db: Database, actor: Actor, access: BusinessAccess) {
  const { config } = actor;
  const configured = config.hideTransactionDataBusinessIds;
  if (configured.length === 0) return false;
  const { business, context } = access;
  const covered = [business.id];
  if (business.parentId !== null) covered.push(business.parentId);
  else {
    const programs = await db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.parentId, business.id));
    covered.push(...programs.map((program) => program.id));
  }
  const permissionConfig = {
    hideTransactionDataBusinessIds: configured,
    superFundingAccountBusinessIds: config.superFundingAccountBusinessIds,
  };
  return covered.some(
    (businessId) =>
      configured.includes(businessId) &&
      hasPermission(context, 'hideTransactionData', businessId, permissionConfig),
  );
}
