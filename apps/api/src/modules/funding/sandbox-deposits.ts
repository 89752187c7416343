import type { Database } from '../../db/client.ts';
import { businessAccountId } from '../../ledger/accounts.ts';
import { postEntry } from '../../ledger/post-entry.ts';
import type { Business } from '../tenancy/access.ts';

/**
 * An incoming ACH deposit, as the bank would report it: the organisation's ACH settlement mirror
 * pays the business's funding account.
 */
export async function receiveAchDeposit(
  tx: Database,
  business: Business,
  amountCents: number,
  memo: string | null,
) {
  const organizationId = business.parentId ?? business.id;
  const settlement = await businessAccountId(tx, organizationId, 'ach_settlement');
  const funding = await businessAccountId(tx, business.id, 'funding');
  const entry = await postEntry(tx, {
    organizationId,
    kind: 'ach_deposit',
    depositType: 'ach',
    memo,
    postings: [
      { accountId: settlement, amountCents: -amountCents },
      { accountId: funding, amountCents },
    ],
  });
  return { entryId: entry.entryId, balance: entry.balances.get(funding)! };
}
