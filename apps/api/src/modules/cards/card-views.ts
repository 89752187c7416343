import type { CardStatus } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardholders, cards, ledgerAccounts } from '../../db/schema/index.ts';
import { toBalance } from '../../ledger/accounts.ts';

/** The columns every card answer is built from; number and CVV are deliberately not among them. */
export const cardSummaryColumns = {
  id: cards.id,
  reference: cards.reference,
  businessId: cards.businessId,
  form: cards.form,
  status: cards.status,
  last4: cards.last4,
  expiryMonth: cards.expiryMonth,
  expiryYear: cards.expiryYear,
  createdAt: cards.createdAt,
  accountId: cards.accountId,
  cardholderId: cardholders.id,
  cardholderUserId: cardholders.userId,
  firstName: cardholders.firstName,
  lastName: cardholders.lastName,
  email: cardholders.email,
  balanceCents: ledgerAccounts.balanceCents,
  heldCents: ledgerAccounts.heldCents,
};

export const selectCardSummaries = (db: Database) =>
  db
    .select(cardSummaryColumns)
    .from(cards)
    .innerJoin(cardholders, eq(cardholders.id, cards.cardholderId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, cards.accountId));

export type CardSummaryRow = Awaited<ReturnType<typeof selectCardSummaries>>[number];

export function toCardSummary(row: CardSummaryRow) {
  return {
    id: row.id,
    reference: row.reference,
    businessId: row.businessId,
    form: row.form as 'virtual' | 'physical',
    status: row.status as CardStatus,
    last4: row.last4,
    expiry: `${String(row.expiryMonth).padStart(2, '0')}/${String(row.expiryYear % 100).padStart(2, '0')}`,
    cardholder: {
      id: row.cardholderId,
      userId: row.cardholderUserId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
    },
    balance: toBalance(row),
    createdAt: row.createdAt.toISOString(),
  };
}
