import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { achDepositDetails } from '../../db/schema/index.ts';
import { randomDigits } from '../../lib/crypto.ts';
import type { Business } from '../tenancy/access.ts';

/** The sandbox bank's routing number (a valid ABA checksum reserved for testing). */
export const SANDBOX_ROUTING_NUMBER = '110000000';
export const SANDBOX_BANK_NAME = 'Causeway Sandbox Bank';
const ACCOUNT_NUMBER_DIGITS = 12;

/**
 * Where a business pushes ACH deposits to fund itself: a virtual account number of its own, made on
 * first request. The bank adapter credits deposits to that number (the sandbox plays them).
 */
export async function achDetailsFor(db: Database, business: Business) {
  let [details] = await db
    .select()
    .from(achDepositDetails)
    .where(eq(achDepositDetails.businessId, business.id));
  if (!details) {
    await db
      .insert(achDepositDetails)
      .values({
        businessId: business.id,
        accountNumber: `9${randomDigits(ACCOUNT_NUMBER_DIGITS - 1)}`,
        routingNumber: SANDBOX_ROUTING_NUMBER,
        bankName: SANDBOX_BANK_NAME,
      })
      .onConflictDoNothing();
    [details] = await db
      .select()
      .from(achDepositDetails)
      .where(eq(achDepositDetails.businessId, business.id));
  }
  return {
    accountName: business.name,
    accountNumber: details!.accountNumber,
    routingNumber: details!.routingNumber,
    bankName: details!.bankName,
    accountType: 'checking' as const,
  };
}
