import { type CardStatus, ERROR_MESSAGES } from '@causeway/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, cardholders, cards, ledgerAccounts, users } from '../../db/schema/index.ts';
import { toBalance } from '../../ledger/accounts.ts';
import { ApiError } from '../../lib/errors.ts';
import { nameOnCard } from '../cards/name-on-card.ts';

const lookupFailed = () => new ApiError(404, 'cardholderLookupFailed', ERROR_MESSAGES.cardholderLookupFailed);

/**
 * GET /cardholders/{userId}/: the signed-in person's account and every card held under it, in any
 * business, unique by card id and oldest first. An account without cards answers the spec's "Card
 * holder id lookup error" (404): the portal then signs out to its landing page (cardholder spec §7).
 */
export async function cardholderContext(db: Database, userId: string) {
  const [account] = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) throw lookupFailed();
  const { organization, nameOnCard: businessName } = nameOnCard();
  const rows = await db
    .select({
      id: cards.id,
      reference: cards.reference,
      last4: cards.last4,
      form: cards.form,
      status: cards.status,
      businessId: cards.businessId,
      businessName,
      balanceCents: ledgerAccounts.balanceCents,
      heldCents: ledgerAccounts.heldCents,
      expiryMonth: cards.expiryMonth,
      expiryYear: cards.expiryYear,
    })
    .from(cards)
    .innerJoin(cardholders, eq(cardholders.id, cards.cardholderId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, cards.accountId))
    .innerJoin(businesses, eq(businesses.id, cards.businessId))
    .leftJoin(organization, eq(organization.id, businesses.parentId))
    .where(eq(cardholders.userId, userId))
    .orderBy(asc(cards.createdAt), asc(cards.id));
  if (rows.length === 0) throw lookupFailed();
  const unique = new Map(rows.map((row) => [row.id, row]));
  return {
    cardholder: {
      ...account,
      cards: [...unique.values()].map((row) => ({
        id: row.id,
        // The card ID printed on the back of a physical card; a virtual card has none to show.
        ...(row.form === 'physical' ? { reference: row.reference } : {}),
        last4: row.last4,
        form: row.form as 'virtual' | 'physical',
        status: row.status as CardStatus,
        businessId: row.businessId,
        businessName: row.businessName,
        balance: toBalance(row),
        expiryMonth: row.expiryMonth,
        expiryYear: row.expiryYear,
      })),
    },
  };
}
