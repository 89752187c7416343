import type { DepositType } from '@causeway/domain';
import { and, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, journalEntries, ledgerAccounts, postings } from '../../db/schema/index.ts';
import { type Cursor, keysetAfter, pageOf } from '../../lib/cursor.ts';

export const ACH_COUNTERPARTY_NAME = 'ACH deposit';

type DepositRow = {
  id: string;
  entryId: string;
  amountCents: number;
  createdAt: Date;
  depositType: string | null;
  memo: string | null;
  customFields: Record<string, string> | null;
};

/** Money in and out of a business's funding account through deposits and program transfers. */
export async function listDeposits(
  db: Database,
  businessId: string,
  query: { type?: DepositType | undefined; cursor?: Cursor | undefined; limit: number },
) {
  const [account] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.businessId, businessId), eq(ledgerAccounts.kind, 'funding')));
  if (!account) return { deposits: [], page: { nextCursor: null } };

  const rows: DepositRow[] = await db
    .select({
      id: postings.id,
      entryId: postings.entryId,
      amountCents: postings.amountCents,
      createdAt: postings.createdAt,
      depositType: journalEntries.depositType,
      memo: journalEntries.memo,
      customFields: journalEntries.customFields,
    })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(
      and(
        eq(postings.accountId, account.id),
        query.type ? eq(journalEntries.depositType, query.type) : isNotNull(journalEntries.depositType),
        keysetAfter(query.cursor, postings.createdAt, postings.id),
      ),
    )
    .orderBy(desc(postings.createdAt), desc(postings.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = pageOf(rows, query.limit);
  const counterparties = await counterpartiesOf(
    db,
    items.map((item) => item.entryId),
    account.id,
  );
  return {
    deposits: items.map((item) => ({
      id: item.entryId,
      type: item.depositType as DepositType,
      amountCents: item.amountCents,
      counterparty: counterparties.get(item.entryId) ?? { businessId: null, name: ACH_COUNTERPARTY_NAME },
      memo: item.memo,
      customFields: item.customFields,
      createdAt: item.createdAt.toISOString(),
    })),
    page: { nextCursor },
  };
}

/** The other side of each entry: a business's funding account, or the ACH network (no business). */
async function counterpartiesOf(db: Database, entryIds: string[], ownAccountId: string) {
  if (entryIds.length === 0) return new Map<string, { businessId: string | null; name: string }>();
  const rows = await db
    .select({
      entryId: postings.entryId,
      kind: ledgerAccounts.kind,
      businessId: businesses.id,
      name: businesses.name,
    })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .innerJoin(businesses, eq(businesses.id, ledgerAccounts.businessId))
    .where(and(inArray(postings.entryId, entryIds), ne(postings.accountId, ownAccountId)));
  return new Map(
    rows.map((row) => [
      row.entryId,
      row.kind === 'funding'
        ? { businessId: row.businessId, name: row.name }
        : { businessId: null, name: ACH_COUNTERPARTY_NAME },
    ]),
  );
}
