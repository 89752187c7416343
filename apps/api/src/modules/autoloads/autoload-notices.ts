import { formatCents, PLATFORM_NAME } from '@causeway/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Outbox } from '../../adapters/outbox.ts';
import type { Database } from '../../db/client.ts';
import {
  businesses,
  cardholders,
  cards,
  communicationPreferences,
  userRoles,
  users,
} from '../../db/schema/index.ts';

type Shortfall = {
  businessId: string;
  autoloadName: string;
  runDate: string;
  neededCents: number;
  availableCents: number;
  policy: string;
};

/**
 * Tells the members of the autoload's business (and of its organisation) that a run needs more
 * than the funding account holds; written in the run's transaction, delivered by the outbox.
 */
export async function alertShortfall(db: Database, outbox: Outbox, shortfall: Shortfall) {
  const [business] = await db.select().from(businesses).where(eq(businesses.id, shortfall.businessId));
  if (!business) return;
  const businessIds = business.parentId ? [business.id, business.parentId] : [business.id];
  const members = await db
    .selectDistinct({ email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(inArray(userRoles.businessId, businessIds), isNotNull(users.email)));
  const outcome =
    shortfall.policy === 'skip_run'
      ? 'Nothing was loaded in this run.'
      : 'Cards were loaded in order until the funds ran out; the others were not loaded.';
  for (const member of members) {
    await outbox.email(db, {
      to: member.email!,
      subject: `${PLATFORM_NAME}: not enough funds for the autoload "${shortfall.autoloadName}"`,
      body: [
        `The autoload "${shortfall.autoloadName}" of ${business.name} ran for ${shortfall.runDate}.`,
        `It needed ${formatCents(shortfall.neededCents)} but the funding account had ${formatCents(shortfall.availableCents)} available.`,
        outcome,
        'Add funds to the funding account before the next run.',
      ].join('\n\n'),
    });
  }
}

/**
 * The card-loads email to each cardholder whose `card_loads` communication preference is `email`
 * (users/preferences.ts). Cardholders have no language setting yet, so the text is English.
 */
export async function notifyCardholdersOfLoads(
  db: Database,
  outbox: Outbox,
  loads: { cardId: string; amountCents: number }[],
) {
  if (loads.length === 0) return;
  const rows = await db
    .select({
      cardId: cards.id,
      last4: cards.last4,
      email: cardholders.email,
      firstName: cardholders.firstName,
    })
    .from(cards)
    .innerJoin(cardholders, eq(cardholders.id, cards.cardholderId))
    .innerJoin(
      communicationPreferences,
      and(
        eq(communicationPreferences.userId, cardholders.userId),
        eq(communicationPreferences.type, 'card_loads'),
        eq(communicationPreferences.value, 'email'),
      ),
    )
    .where(
      and(
        inArray(
          cards.id,
          loads.map((load) => load.cardId),
        ),
        isNotNull(cardholders.email),
      ),
    );
  const amountOf = new Map(loads.map((load) => [load.cardId, load.amountCents]));
  for (const row of rows) {
    await outbox.email(db, {
      to: row.email!,
      subject: `${PLATFORM_NAME}: funds loaded to your card`,
      body: `Hello ${row.firstName},\n\n${formatCents(amountOf.get(row.cardId) ?? 0)} was loaded to your card ending in ${row.last4}.`,
    });
  }
}
