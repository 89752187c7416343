import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ledgerAccounts } from '../../db/schema/index.ts';
import { toBalance } from '../../ledger/accounts.ts';
import type { Business, BusinessAccess } from '../tenancy/access.ts';
import { organizationBusinesses } from './organization.ts';

const ZERO = { balanceCents: 0, heldCents: 0 };

/** Funding balances of several businesses; a business that never held money has a zero balance. */
export async function fundingBalances(db: Database, businessIds: string[]) {
  const rows = businessIds.length
    ? await db
        .select({
          businessId: ledgerAccounts.businessId,
          balanceCents: ledgerAccounts.balanceCents,
          heldCents: ledgerAccounts.heldCents,
        })
        .from(ledgerAccounts)
        .where(and(inArray(ledgerAccounts.businessId, businessIds), eq(ledgerAccounts.kind, 'funding')))
    : [];
  const byBusiness = new Map(rows.map((row) => [row.businessId, row]));
  return new Map(businessIds.map((id) => [id, toBalance(byBusiness.get(id) ?? ZERO)]));
}

export async function fundingBalance(db: Database, businessId: string) {
  return (await fundingBalances(db, [businessId])).get(businessId)!;
}

export function fundingAccountView(business: Business, balance: ReturnType<typeof toBalance>) {
  return {
    businessId: business.id,
    name: business.name,
    productType: (business.productType ?? null) as 'cards' | 'bank_transfers' | 'on_demand_cards' | null,
    isTopLevel: business.parentId === null,
    balance,
  };
}

/** The funding accounts a caller sees from a business: the organisation and its programs, or their own. */
export async function fundingAccountsOf(db: Database, access: BusinessAccess) {
  const organisation = await organizationBusinesses(db, access.topLevelBusinessId);
  const visible = organisation.filter((business) => access.visibleBusinessIds.includes(business.id));
  const balances = await fundingBalances(
    db,
    visible.map((business) => business.id),
  );
  return {
    fundingAccounts: visible.map((business) => fundingAccountView(business, balances.get(business.id)!)),
  };
}
