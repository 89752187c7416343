import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type LedgerAccountKind, ledgerAccounts } from '../db/schema/index.ts';

/**
 * The one account of a kind a business has (funding, and the organisation's external ACH and card
 * network mirrors). Created on first use; a concurrent creator is absorbed by the unique index.
 */
export async function businessAccountId(
  db: Database,
  businessId: string,
  kind: Exclude<LedgerAccountKind, 'card'>,
) {
  const [existing] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.businessId, businessId), eq(ledgerAccounts.kind, kind)));
  if (existing) return existing.id;
  await db.insert(ledgerAccounts).values({ businessId, kind }).onConflictDoNothing();
  const [created] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.businessId, businessId), eq(ledgerAccounts.kind, kind)));
  return created!.id;
}

export async function createCardAccount(db: Database, businessId: string) {
  const [account] = await db
    .insert(ledgerAccounts)
    .values({ businessId, kind: 'card' })
    .returning({ id: ledgerAccounts.id });
  return account!.id;
}

export type AccountBalance = { balanceCents: number; heldCents: number; availableCents: number };

export function toBalance(row: { balanceCents: number; heldCents: number }): AccountBalance {
  return {
    balanceCents: row.balanceCents,
    heldCents: row.heldCents,
    availableCents: row.balanceCents - row.heldCents,
  };
}

export async function accountBalance(db: Database, accountId: string): Promise<AccountBalance> {
  const [row] = await db
    .select({ balanceCents: ledgerAccounts.balanceCents, heldCents: ledgerAccounts.heldCents })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return toBalance(row ?? { balanceCents: 0, heldCents: 0 });
}
