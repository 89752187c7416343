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
import { autoloadShortfallEmail, cardLoadedEmail } from '../../messages/templates/autoloads.ts';

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
 * than the funding account holds, each in their own language; written in the run's transaction,
 * delivered by the outbox.
 */
export async function alertShortfall(db: Database, outbox: Outbox, shortfall: Shortfall) {
  const [business] = await db.select().from(businesses).where(eq(businesses.id, shortfall.businessId));
  if (!business) return;
  const businessIds = business.parentId ? [business.id, business.parentId] : [business.id];
  const members = await db
    .selectDistinct({ email: users.email, language: users.language })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(inArray(userRoles.businessId, businessIds), isNotNull(users.email)));
  for (const member of members) {
    await outbox.email(db, {
      to: member.email!,
      ...autoloadShortfallEmail.render(member.language, {
        autoloadName: shortfall.autoloadName,
        businessName: business.name,
        runDate: shortfall.runDate,
        neededCents: shortfall.neededCents,
        availableCents: shortfall.availableCents,
        skippedRun: shortfall.policy === 'skip_run',
      }),
    });
  }
}

/**
 * The card-loads email to each cardholder whose `card_loads` communication preference is `email`
 * (users/preferences.ts), in the language of the person's account (their profile's).
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
      language: users.language,
    })
    .from(cards)
    .innerJoin(cardholders, eq(cardholders.id, cards.cardholderId))
    // Only an account has preferences, so every row has one: its language is the person's choice.
    .innerJoin(users, eq(users.id, cardholders.userId))
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
      ...cardLoadedEmail.render(row.language, {
        firstName: row.firstName,
        amountCents: amountOf.get(row.cardId) ?? 0,
        last4: row.last4,
      }),
    });
  }
}
